// ===--- nn_misc_ops.cpp - losses, distances, padding, resampling ---------=== //
// Schemas are PyTorch 1.13's (native_functions.yaml).
#include "ops/nn_ops.h"
#include "tensor/nn_loss.h"
#include "tensor/nn_sample.h"
#include "tensor/nn_shape.h"
#include "tensor/upsample_aa.h"

namespace ts::detail {
namespace {

void addLossOps(Registry& r) {
  r.add("aten::mse_loss(Tensor self, Tensor target, int reduction=1) -> Tensor",
        kern<3>([](const IValue* a) { return nn::mseLoss(toTensor(a[0]), toTensor(a[1]), toInt(a[2])); }));
  r.add("aten::l1_loss(Tensor self, Tensor target, int reduction=1) -> Tensor",
        kern<3>([](const IValue* a) { return nn::l1Loss(toTensor(a[0]), toTensor(a[1]), toInt(a[2])); }));
  r.add("aten::smooth_l1_loss(Tensor self, Tensor target, int reduction=1, float beta=1.) -> Tensor",
        kern<4>([](const IValue* a) {
          return nn::smoothL1Loss(toTensor(a[0]), toTensor(a[1]), toInt(a[2]), toDouble(a[3]));
        }));
  r.add("aten::huber_loss(Tensor self, Tensor target, int reduction=1, float delta=1.) -> Tensor",
        kern<4>([](const IValue* a) {
          return nn::huberLoss(toTensor(a[0]), toTensor(a[1]), toInt(a[2]), toDouble(a[3]));
        }));
  for (const char* name : {"nll_loss", "nll_loss_nd", "nll_loss2d"}) {
    r.add(std::string("aten::") + name +
              "(Tensor self, Tensor target, Tensor? weight=None, int reduction=1, int ignore_index=-100) -> Tensor",
          kern<5>([](const IValue* a) {
            return nn::nllLoss(toTensor(a[0]), toTensor(a[1]), toOptTensor(a[2]), toInt(a[3]), toInt(a[4]));
          }));
  }
  r.add("aten::cross_entropy_loss(Tensor self, Tensor target, Tensor? weight=None, int reduction=1, "
        "int ignore_index=-100, float label_smoothing=0.) -> Tensor",
        kern<6>([](const IValue* a) {
          return nn::crossEntropyLoss(toTensor(a[0]), toTensor(a[1]), toOptTensor(a[2]), toInt(a[3]), toInt(a[4]),
                                      toDouble(a[5]));
        }));
  r.add("aten::binary_cross_entropy(Tensor self, Tensor target, Tensor? weight=None, int reduction=1) -> Tensor",
        kern<4>([](const IValue* a) {
          return nn::binaryCrossEntropy(toTensor(a[0]), toTensor(a[1]), toOptTensor(a[2]), toInt(a[3]));
        }));
  r.add("aten::binary_cross_entropy_with_logits(Tensor self, Tensor target, Tensor? weight=None, "
        "Tensor? pos_weight=None, int reduction=1) -> Tensor",
        kern<5>([](const IValue* a) {
          return nn::binaryCrossEntropyWithLogits(toTensor(a[0]), toTensor(a[1]), toOptTensor(a[2]),
                                                  toOptTensor(a[3]), toInt(a[4]));
        }));
  r.add("aten::kl_div(Tensor self, Tensor target, int reduction=1, *, bool log_target=False) -> Tensor",
        kern<4>([](const IValue* a) {
          return nn::klDiv(toTensor(a[0]), toTensor(a[1]), toInt(a[2]), toBool(a[3]));
        }));
}

void addDistanceOps(Registry& r) {
  r.add("aten::cosine_similarity(Tensor x1, Tensor x2, int dim=1, float eps=1e-08) -> Tensor",
        kern<4>([](const IValue* a) {
          return nn::cosineSimilarity(toTensor(a[0]), toTensor(a[1]), toInt(a[2]), toDouble(a[3]));
        }));
  r.add("aten::pairwise_distance(Tensor x1, Tensor x2, float p=2., float eps=9.9999999999999995e-07, "
        "bool keepdim=False) -> Tensor",
        kern<5>([](const IValue* a) {
          return nn::pairwiseDistance(toTensor(a[0]), toTensor(a[1]), toDouble(a[2]), toDouble(a[3]), toBool(a[4]));
        }));
  for (const char* name : {"grid_sampler", "grid_sampler_2d", "grid_sampler_3d"}) {
    const bool volumes = std::string(name) == "grid_sampler_3d";
    r.add(std::string("aten::") + name +
              "(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> Tensor",
          kern<5>([volumes](const IValue* a) {
            Tensor input = toTensor(a[0]);
            // aten::grid_sampler takes a 4-D or a 5-D input.
            if (volumes || input.dim() == 5)
              return detail::gridSampler3d(input, toTensor(a[1]), toInt(a[2]), toInt(a[3]), toBool(a[4]));
            return nn::gridSampler2d(input, toTensor(a[1]), toInt(a[2]), toInt(a[3]), toBool(a[4]));
          }));
  }
  r.add("aten::cdist(Tensor x1, Tensor x2, float p=2., int? compute_mode=None) -> Tensor",
        kern<4>([](const IValue* a) { return nn::cdist(toTensor(a[0]), toTensor(a[1]), toDouble(a[2])); }));
}

void addShapeOps(Registry& r) {
  r.add("aten::one_hot(Tensor self, int num_classes=-1) -> Tensor",
        kern<2>([](const IValue* a) { return nn::oneHot(toTensor(a[0]), toInt(a[1])); }));
  r.add("aten::unfold(Tensor(a) self, int dimension, int size, int step) -> Tensor(a)",
        kern<4>([](const IValue* a) {
          return nn::unfoldWindows(toTensor(a[0]), toInt(a[1]), toInt(a[2]), toInt(a[3]));
        }));
  r.add("aten::pixel_shuffle(Tensor self, int upscale_factor) -> Tensor",
        kern<2>([](const IValue* a) { return nn::pixelShuffle(toTensor(a[0]), toInt(a[1])); }));
  r.add("aten::pixel_unshuffle(Tensor self, int downscale_factor) -> Tensor",
        kern<2>([](const IValue* a) { return nn::pixelUnshuffle(toTensor(a[0]), toInt(a[1])); }));
  r.add("aten::pad(Tensor self, int[] pad, str mode=\"constant\", float? value=None) -> Tensor",
        kern<4>([](const IValue* a) {
          std::optional<double> v;
          if (!a[3].isNone()) v = toDouble(a[3]);
          return nn::pad(toTensor(a[0]), toIntVector(a[1]), a[2].toStr(), v);
        }));
  r.add("aten::constant_pad_nd(Tensor self, int[] pad, Scalar value=0) -> Tensor",
        kern<3>([](const IValue* a) { return nn::constantPadNd(toTensor(a[0]), toIntVector(a[1]), toScalar(a[2])); }));
  const std::pair<const char*, const char*> modes[] = {
      {"reflection_pad1d(Tensor self, int[2] padding)", "reflect"},
      {"reflection_pad2d(Tensor self, int[4] padding)", "reflect"},
      {"replication_pad1d(Tensor self, int[2] padding)", "replicate"},
      {"replication_pad2d(Tensor self, int[4] padding)", "replicate"},
      {"_pad_circular(Tensor self, int[] pad)", "circular"}};
  for (const auto& [sig, mode] : modes) {
    std::string m = mode;
    r.add(std::string("aten::") + sig + " -> Tensor", kern<2>([m](const IValue* a) {
            return nn::pad(toTensor(a[0]), toIntVector(a[1]), m, std::nullopt);
          }));
  }
  r.add("aten::embedding(Tensor weight, Tensor indices, int padding_idx=-1, bool scale_grad_by_freq=False, "
        "bool sparse=False) -> Tensor",
        kern<5>([](const IValue* a) { return nn::embedding(toTensor(a[0]), toTensor(a[1])); }));
  r.add("aten::embedding_bag(Tensor weight, Tensor indices, Tensor offsets, bool scale_grad_by_freq=False, "
        "int mode=0, bool sparse=False, Tensor? per_sample_weights=None, bool include_last_offset=False) "
        "-> (Tensor, Tensor, Tensor, Tensor)",
        kern<8>([](const IValue* a) {
          return nn::embeddingBag(toTensor(a[0]), toTensor(a[1]), toTensor(a[2]), toInt(a[4]), toOptTensor(a[6]),
                                  toBool(a[7]), std::nullopt);
        }));
  r.add("aten::embedding_bag.padding_idx(Tensor weight, Tensor indices, Tensor offsets, bool scale_grad_by_freq, "
        "int mode, bool sparse, Tensor? per_sample_weights, bool include_last_offset, int? padding_idx) "
        "-> (Tensor, Tensor, Tensor, Tensor)",
        kern<9>([](const IValue* a) {
          return nn::embeddingBag(toTensor(a[0]), toTensor(a[1]), toTensor(a[2]), toInt(a[4]), toOptTensor(a[6]),
                                  toBool(a[7]), toOptInt(a[8]));
        }));
}

void addUpsampleOps(Registry& r) {
  for (int64_t spatial : {1, 2}) {
    const std::string nd = std::to_string(spatial) + "d";
    r.add("aten::upsample_nearest" + nd + ".vec(Tensor input, SymInt[]? output_size, float[]? scale_factors) -> Tensor",
          kern<3>([spatial](const IValue* a) {
            Tensor x = toTensor(a[0]);
            auto scales = toOptDoubleVector(a[2]);
            auto out = nn::upsampleOutputSize(x, toOptIntVector(a[1]), scales, spatial);
            return nn::upsampleNearest(x, out, vecScales(scales, spatial));
          }));
    const std::string lin = spatial == 1 ? "upsample_linear1d" : "upsample_bilinear2d";
    r.add("aten::" + lin + ".vec(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors) -> Tensor",
          kern<4>([spatial](const IValue* a) {
            Tensor x = toTensor(a[0]);
            auto scales = toOptDoubleVector(a[3]);
            auto out = nn::upsampleOutputSize(x, toOptIntVector(a[1]), scales, spatial);
            return nn::upsampleLinear(x, out, toBool(a[2]), vecScales(scales, spatial));
          }));
  }
  for (int64_t spatial : {1, 2}) {
    r.add("aten::_upsample_nearest_exact" + std::to_string(spatial) +
              "d.vec(Tensor input, SymInt[]? output_size, float[]? scale_factors) -> Tensor",
          kern<3>([spatial](const IValue* a) {
            Tensor x = toTensor(a[0]);
            auto scales = toOptDoubleVector(a[2]);
            auto out = nn::upsampleOutputSize(x, toOptIntVector(a[1]), scales, spatial);
            return nn::upsampleNearest(x, out, vecScales(scales, spatial), true);
          }));
  }
  r.add("aten::upsample_bicubic2d.vec(Tensor input, SymInt[]? output_size, bool align_corners, "
        "float[]? scale_factors) -> Tensor",
        kern<4>([](const IValue* a) {
          Tensor x = toTensor(a[0]);
          auto scales = toOptDoubleVector(a[3]);
          auto out = nn::upsampleOutputSize(x, toOptIntVector(a[1]), scales, 2);
          return nn::upsampleBicubic(x, out, toBool(a[2]), vecScales(scales, 2));
        }));
  for (bool cubic : {false, true}) {
    const std::string name = cubic ? "aten::_upsample_bicubic2d_aa" : "aten::_upsample_bilinear2d_aa";
    r.add(name + ".vec(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors) -> Tensor",
          kern<4>([cubic](const IValue* a) {
            Tensor x = toTensor(a[0]);
            auto scales = toOptDoubleVector(a[3]);
            auto out = nn::upsampleOutputSize(x, toOptIntVector(a[1]), scales, 2);
            return nn::upsampleAntialias2d(x, out, toBool(a[2]), vecScales(scales, 2), cubic);
          }));
    r.add(name + "(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, "
                 "float? scales_w=None) -> Tensor",
          kern<5>([cubic](const IValue* a) {
            return nn::upsampleAntialias2d(toTensor(a[0]), toIntVector(a[1]), toBool(a[2]),
                                           {toOptDouble(a[3]), toOptDouble(a[4])}, cubic);
          }));
  }
  r.add("aten::upsample_nearest1d(Tensor self, SymInt[1] output_size, float? scales=None) -> Tensor",
        kern<3>([](const IValue* a) {
          return nn::upsampleNearest(toTensor(a[0]), toIntVector(a[1]), {a[2].isNone() ? std::nullopt : std::optional<double>(toDouble(a[2]))});
        }));
  r.add("aten::upsample_nearest2d(Tensor self, SymInt[2] output_size, float? scales_h=None, float? scales_w=None) -> Tensor",
        kern<4>([](const IValue* a) {
          auto opt = [](const IValue& v) { return v.isNone() ? std::nullopt : std::optional<double>(toDouble(v)); };
          return nn::upsampleNearest(toTensor(a[0]), toIntVector(a[1]), {opt(a[2]), opt(a[3])});
        }));
  r.add("aten::upsample_linear1d(Tensor self, SymInt[1] output_size, bool align_corners, float? scales=None) -> Tensor",
        kern<4>([](const IValue* a) {
          return nn::upsampleLinear(toTensor(a[0]), toIntVector(a[1]), toBool(a[2]),
                                    {a[3].isNone() ? std::nullopt : std::optional<double>(toDouble(a[3]))});
        }));
  r.add("aten::upsample_bilinear2d(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, "
        "float? scales_w=None) -> Tensor",
        kern<5>([](const IValue* a) {
          auto opt = [](const IValue& v) { return v.isNone() ? std::nullopt : std::optional<double>(toDouble(v)); };
          return nn::upsampleLinear(toTensor(a[0]), toIntVector(a[1]), toBool(a[2]), {opt(a[3]), opt(a[4])});
        }));
}

}  // namespace

void addNnMiscOps(Registry& r) {
  addLossOps(r);
  addDistanceOps(r);
  addShapeOps(r);
  addUpsampleOps(r);
}

}  // namespace ts::detail

namespace ts {

void registerNnOps(Registry& r) {
  detail::addNnActivationOps(r);
  detail::addNnLayerOps(r);
  detail::addNnMiscOps(r);
  detail::addNnTransformerOps(r);
  detail::addPackedRnnOps(r);
  detail::addNn3dOps(r);
  detail::addTorchvisionOps(r);
  detail::addPrepackedOps(r);
  detail::addQuantizedOps(r);
  detail::addNnSavedCodeOps(r);
  detail::addNnCtcLossOps(r);
}

}  // namespace ts
