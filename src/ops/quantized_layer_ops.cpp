// ===--- quantized_layer_ops.cpp - more operators of quantized models -----=== //
// What eager-mode convert and FX convert_fx put in saved code besides conv
// and linear: quantized::batch_norm*, layer/group/instance norm, elu/celu,
// add_scalar/mul_scalar (FloatFunctional), per-channel and dynamic
// quantization, and the quantized paths of aten::cat, clamp and
// interpolation (Note [Quantized normalization]).
#include <cmath>

#include "ops/families.h"
#include "ops/nn_ops.h"
#include "ops/quantized_path.h"
#include "tensor/nn_sample.h"
#include "tensor/upsample3d.h"
#include "tensor/ops.h"
#include "tensor/quantized_elementwise.h"
#include "tensor/quantized_engine.h"
#include "tensor/quantized_generic.h"
#include "tensor/quantized_linear.h"
#include "tensor/quantized_norm.h"
#include "tensor/quantized_resize.h"
#include "tensor/quantized_tensor.h"

namespace ts::detail {
namespace {

void addNormOps(Registry& r) {
  const std::string bn_args =
      "(Tensor qx, Tensor? weight, Tensor? bias, Tensor mean, Tensor var, float eps, float output_scale, "
      "int output_zero_point) -> Tensor";
  // quantized::batch_norm{,1d,2d,3d}(_relu) check the rank they are named for.
  for (int64_t rank : {0, 1, 2, 3}) {
    for (bool relu : {false, true}) {
      const std::string name = "quantized::batch_norm" + (rank ? std::to_string(rank) + "d" : "") + (relu ? "_relu" : "");
      r.add(name + bn_args, kern<8>([rank, relu, name](const IValue* a) {
              const Tensor x = toTensor(a[0]);
              const bool ok = rank == 0 ? x.dim() >= 2 && x.dim() <= 5
                              : rank == 1 ? x.dim() == 2 || x.dim() == 3
                                          : x.dim() == rank + 2;
              if (!ok) throw Error(name + ": Expecting the input tensor of rank " + std::to_string(rank + 2) + ".");
              return quant::batchNorm(x, toOptTensor(a[1]), toOptTensor(a[2]), toTensor(a[3]), toTensor(a[4]),
                                      toDouble(a[5]), toDouble(a[6]), toInt(a[7]), relu);
            }));
    }
  }
  r.add("aten::quantized_batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor mean, Tensor var, float eps, "
        "float output_scale, int output_zero_point) -> Tensor",
        kern<8>([](const IValue* a) {
          return quant::batchNorm(toTensor(a[0]), toOptTensor(a[1]), toOptTensor(a[2]), toTensor(a[3]),
                                  toTensor(a[4]), toDouble(a[5]), toDouble(a[6]), toInt(a[7]), false);
        }));
  r.add("quantized::layer_norm(Tensor input, int[] normalized_shape, Tensor? weight, Tensor? bias, float eps, "
        "float output_scale, int output_zero_point) -> Tensor",
        kern<7>([](const IValue* a) {
          return quant::layerNorm(toTensor(a[0]), toIntVector(a[1]), toOptTensor(a[2]), toOptTensor(a[3]),
                                  toDouble(a[4]), toDouble(a[5]), toInt(a[6]));
        }));
  r.add("quantized::group_norm(Tensor input, int num_groups, Tensor? weight, Tensor? bias, float eps, "
        "float output_scale, int output_zero_point) -> Tensor",
        kern<7>([](const IValue* a) {
          return quant::groupNorm(toTensor(a[0]), toInt(a[1]), toOptTensor(a[2]), toOptTensor(a[3]), toDouble(a[4]),
                                  toDouble(a[5]), toInt(a[6]));
        }));
  r.add("quantized::instance_norm(Tensor input, Tensor? weight, Tensor? bias, float eps, float output_scale, "
        "int output_zero_point) -> Tensor",
        kern<6>([](const IValue* a) {
          return quant::instanceNorm(toTensor(a[0]), toOptTensor(a[1]), toOptTensor(a[2]), toDouble(a[3]),
                                     toDouble(a[4]), toInt(a[5]));
        }));
}

/// A Scalar argument, or a one-element tensor (what torch.jit.trace records).
double scalarArg(const IValue& v) { return v.isTensor() ? v.toTensor().item().toDouble() : toDouble(v); }

void addScalarArithmeticOps(Registry& r) {
  for (bool relu : {false, true}) {
    const std::string sfx = relu ? "_relu" : "";
    auto add = [relu](const IValue* a) { return quant::addScalar(toTensor(a[0]), scalarArg(a[1]), relu); };
    auto mul = [relu](const IValue* a) { return quant::mulScalar(toTensor(a[0]), scalarArg(a[1]), relu); };
    r.add("quantized::add_scalar" + sfx + "(Tensor qa, Scalar b) -> Tensor qc", kern<2>(add));
    r.add("quantized::add_scalar" + sfx + ".Tensor(Tensor qa, Tensor b) -> Tensor qc", kern<2>(add));
    r.add("quantized::add" + sfx + ".Scalar(Tensor qa, Scalar b) -> Tensor qc", kern<2>(add));
    r.add("quantized::mul_scalar" + sfx + "(Tensor qa, Scalar b) -> Tensor qc", kern<2>(mul));
    r.add("quantized::mul_scalar" + sfx + ".Tensor(Tensor qa, Tensor b) -> Tensor qc", kern<2>(mul));
    r.add("quantized::mul" + sfx + ".Scalar(Tensor qa, Scalar b) -> Tensor qc", kern<2>(mul));
    r.add("quantized::add" + sfx + ".Scalar2(Scalar b, Tensor qa) -> Tensor qc", kern<2>([relu](const IValue* a) {
            return quant::addScalar(toTensor(a[1]), scalarArg(a[0]), relu);
          }));
    r.add("quantized::mul" + sfx + ".Scalar2(Scalar b, Tensor qa) -> Tensor qc", kern<2>([relu](const IValue* a) {
            return quant::mulScalar(toTensor(a[1]), scalarArg(a[0]), relu);
          }));
  }
}

void addActivationOps(Registry& r) {
  // qgelu_kernel: the input's quantizer out; the vectorized body in float,
  // the tail as dequantize_val's float promoted by the double 0.5.
  addQuantizedPath<2>(r, "aten::gelu", [](const IValue* a) {
    const Tensor x = toTensor(a[0]);
    if (a[1].toStr() != "none") throw Error("quantized gelu: only approximate='none' is supported");
    const quant::Quantizer& q = quant::quantizerOf(x, "gelu");
    const float scale = static_cast<float>(q.scale());  // the output keeps it as a float
    return quant::genericMap(x, scale, q.zeroPoint(), 1.0f / scale, true,
                             [](float v, bool vectorized) {
                               if (vectorized) return v * 0.5f * (1.0f + std::erf(v * static_cast<float>(M_SQRT1_2)));
                               return static_cast<float>(v * 0.5 * (1 + std::erf(v * M_SQRT1_2)));
                             });
  });
  // qthreshold: x <= threshold ? value : x on the dequantized values.
  addQuantizedPath<3>(r, "aten::threshold", [](const IValue* a) {
    const Tensor x = toTensor(a[0]);
    const float th = static_cast<float>(toDouble(a[1])), value = static_cast<float>(toDouble(a[2]));
    const quant::Quantizer& q = quant::quantizerOf(x, "threshold");
    return quant::genericMap(x, q.scale(), q.zeroPoint(), 1.0f / static_cast<float>(q.scale()), true,
                             [th, value](float v, bool) { return v <= th ? value : v; });
  });
  addQuantizedPath<2>(r, "aten::equal", [](const IValue* a) -> bool {
    const Tensor x = toTensor(a[0]), y = toTensor(a[1]);
    if (!quant::isQuantized(y) || x.dtype() != y.dtype()) return false;
    const quant::Quantizer &qx = quant::quantizerOf(x, "equal"), &qy = quant::quantizerOf(y, "equal");
    if (qx.axis != qy.axis || !equal(qx.scales, qy.scales) || !equal(qx.zero_points, qy.zero_points)) return false;
    return DimVector(x.sizes()) == DimVector(y.sizes()) && equal(quant::intView(x), quant::intView(y));
  });
  r.add("quantized::elu(Tensor self, float output_scale, int output_zero_point, Scalar alpha=1, Scalar scale=1, "
        "Scalar input_scale=1) -> Tensor",
        kern<6>([](const IValue* a) {
          return quant::genericElu(toTensor(a[0]), toDouble(a[1]), toInt(a[2]), static_cast<float>(toDouble(a[3])),
                                   static_cast<float>(toDouble(a[4])), static_cast<float>(toDouble(a[5])));
        }));
  r.add("quantized::celu(Tensor self, float output_scale, int output_zero_point, Scalar alpha=1) -> Tensor",
        kern<4>([](const IValue* a) {
          const double alpha = toDouble(a[3]);
          if (alpha == 0) throw Error("ZeroDivisionError in quantized celu: alpha cannot be 0");
          return quant::genericElu(toTensor(a[0]), toDouble(a[1]), toInt(a[2]), static_cast<float>(alpha), 1.0f,
                                   static_cast<float>(1.0 / alpha));
        }));
  r.add("quantized::clamp(Tensor qx, Scalar? min=None, Scalar? max=None) -> Tensor qy", kern<3>([](const IValue* a) {
          return quant::clampQuantized(toTensor(a[0]), a[1].isNone() ? -INFINITY : toDouble(a[1]),
                                       a[2].isNone() ? INFINITY : toDouble(a[2]));
        }));
  addQuantizedPath<3>(r, "aten::clamp", [](const IValue* a) {
    return quant::clampQuantized(toTensor(a[0]), a[1].isNone() ? -INFINITY : toDouble(a[1]),
                                 a[2].isNone() ? INFINITY : toDouble(a[2]));
  });
}

/// A 1-D pooling of [N, C, L] (or [C, L]) as the 2-D one over height 1.
template <class F>
Tensor as2d(const Tensor& x, F pool2d) {
  if (x.dim() != 2 && x.dim() != 3) throw Error("expected a 2-D or 3-D input");
  return quant::rewrapInts(quant::intView(pool2d(quant::rewrapInts(quant::intView(x).unsqueeze(-2), x))).squeeze(-2),
                           x);
}

void addPoolAndResizeOps(Registry& r) {
  addQuantizedPath<6>(r, "aten::max_pool1d", [](const IValue* a) {
    auto one = [](const IValue& v, int64_t fill) {
      std::vector<int64_t> d = toIntVector(v);
      return std::vector<int64_t>{fill, d.empty() ? fill : d[0]};
    };
    std::vector<int64_t> k = toIntVector(a[1]), st = toIntVector(a[2]);
    if (k.size() != 1) throw Error("max_pool1d: kernel_size must be a single int");
    std::vector<int64_t> stride = st.empty() ? std::vector<int64_t>{1, k[0]} : one(a[2], 1);
    return as2d(toTensor(a[0]), [&](const Tensor& x2) {
      return quant::maxPool2d(x2, {1, k[0]}, stride, one(a[3], 0), one(a[4], 1), toBool(a[5]));
    });
  });
  addQuantizedPath<2>(r, "aten::adaptive_avg_pool1d", [](const IValue* a) {
    std::vector<int64_t> size = toIntVector(a[1]);
    if (size.size() != 1) throw Error("adaptive_avg_pool1d: output_size must be a single int");
    return as2d(toTensor(a[0]), [&](const Tensor& x2) { return quant::genericAdaptiveAvgPool2d(x2, 1, size[0]); });
  });
  addQuantizedPath<7>(r, "aten::avg_pool3d", [](const IValue* a) {
    return quant::avgPool(toTensor(a[0]), toIntVector(a[1]), toIntVector(a[2]), toIntVector(a[3]), toBool(a[4]),
                          toBool(a[5]), toOptInt(a[6]), 3);
  });
  addQuantizedPath<2>(r, "aten::adaptive_avg_pool3d", [](const IValue* a) {
    std::vector<int64_t> size = toIntVector(a[1]);
    if (size.size() == 1) size.assign(3, size[0]);
    if (size.size() != 3) throw Error("adaptive_avg_pool3d: output_size must be 3");
    return quant::genericAdaptiveAvgPool(toTensor(a[0]), size);
  });
  addQuantizedPath<3>(r, "aten::upsample_nearest3d.vec", [](const IValue* a) {
    // Nearest picks integers: exact on their float copies.
    const Tensor x = toTensor(a[0]);
    Tensor f = quant::intView(x).to(ScalarType::Float);
    auto scales = toOptDoubleVector(a[2]);
    Tensor picked =
        nn::upsampleNearest3d(f, nn::upsampleOutputSize(f, toOptIntVector(a[1]), scales, 3), vecScales(scales, 3));
    return quant::rewrapInts(picked.to(quant::underlyingType(x.dtype())), x);
  });
  auto maxPool2d = [](const IValue* a) {
    return quant::maxPool2d(toTensor(a[0]), toIntVector(a[1]), toIntVector(a[2]), toIntVector(a[3]),
                            toIntVector(a[4]), toBool(a[5]));
  };
  r.add("quantized::max_pool2d(Tensor qx, int[] kernel_size, int[] stride, int[] padding, int[] dilation, "
        "bool ceil_mode) -> Tensor",
        kern<6>(maxPool2d));
  r.add("aten::quantized_max_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, "
        "int[2] dilation=1, bool ceil_mode=False) -> Tensor",
        kern<6>(maxPool2d));
  addQuantizedPath<4>(r, "aten::upsample_nearest2d", [](const IValue* a) {
    return quant::upsampleNearest(toTensor(a[0]), toIntVector(a[1]), {toOptDouble(a[2]), toOptDouble(a[3])});
  });
  addQuantizedPath<3>(r, "aten::upsample_nearest2d.vec", [](const IValue* a) {
    const Tensor x = toTensor(a[0]);
    auto scales = toOptDoubleVector(a[2]);
    return quant::upsampleNearest(x, nn::upsampleOutputSize(x, toOptIntVector(a[1]), scales, 2), vecScales(scales, 2));
  });
  addQuantizedPath<5>(r, "aten::upsample_bilinear2d", [](const IValue* a) {
    return quant::upsampleBilinear(toTensor(a[0]), toIntVector(a[1]), toBool(a[2]),
                                   {toOptDouble(a[3]), toOptDouble(a[4])});
  });
  addQuantizedPath<4>(r, "aten::upsample_bilinear2d.vec", [](const IValue* a) {
    const Tensor x = toTensor(a[0]);
    auto scales = toOptDoubleVector(a[3]);
    return quant::upsampleBilinear(x, nn::upsampleOutputSize(x, toOptIntVector(a[1]), scales, 2), toBool(a[2]),
                                   vecScales(scales, 2));
  });
  // torch.cat of quantized tensors: the first input's quantizer out.
  addQuantizedPathIf<2>(
      r, "aten::cat",
      [](const IValue& v) {
        return v.isList() && !v.toList()->items.empty() && quantizedArg(v.toList()->items[0]);
      },
      [](const IValue* a) { return quant::cat(toTensorVector(a[0]), toInt(a[1]), std::nullopt, std::nullopt, false); });
}

/// quantize_per_channel: round(x / scale[c]) + zero_point[c] along `axis`.
Tensor quantizePerChannel(const Tensor& x, const Tensor& scales, const Tensor& zero_points, int64_t axis,
                          ScalarType qtype) {
  if (x.dtype() != ScalarType::Float) throw Error("Quantize only works on Float Tensor, got " + dtypeName(x.dtype()));
  if (axis < 0) axis += x.dim();
  if (axis < 0 || axis >= x.dim()) throw Error("quantize_per_channel: axis out of range");
  if (scales.numel() != x.sizes()[axis] || zero_points.numel() != x.sizes()[axis])
    throw Error("quantize_per_channel: one scale and zero point per channel expected");
  quant::Quantizer q;
  q.scales = scales.to(ScalarType::Double).contiguous();
  // Float zero points make a per_channel_affine_float_qparams tensor.
  const bool float_qparams = isFloatingType(zero_points.dtype());
  q.zero_points = zero_points.to(float_qparams ? ScalarType::Float : ScalarType::Long).contiguous();
  q.axis = axis;
  Tensor xc = x.contiguous();
  Tensor ints = empty(xc.sizes(), quant::underlyingType(qtype));
  const double* s = static_cast<const double*>(q.scales.data_ptr());
  Tensor zd = q.zero_points.to(ScalarType::Double).contiguous();
  const double* z = static_cast<const double*>(zd.data_ptr());
  int64_t inner = 1;
  for (int64_t d = axis + 1; d < xc.dim(); ++d) inner *= xc.sizes()[d];
  const float* xp = static_cast<const float*>(xc.data_ptr());
  const int64_t lo = quant::qmin(qtype), hi = quant::qmax(qtype), channels = xc.sizes()[axis];
  for (int64_t i = 0; i < xc.numel(); ++i) {
    const int64_t c = (i / inner) % channels;
    // quantize_val_float_qparams: lrintf(x * (1 / scale) + zero_point).
    const float inv = s[c] == 0 ? 1.0f : 1.0f / static_cast<float>(s[c]);
    const int64_t v = float_qparams ? std::min<int64_t>(std::max<int64_t>(std::lrint(xp[i] * inv + static_cast<float>(z[c])), lo), hi)
                                    : quant::quantizeVal(s[c], static_cast<int64_t>(z[c]), xp[i], lo, hi);
    if (qtype == ScalarType::QInt8) static_cast<int8_t*>(ints.data_ptr())[i] = static_cast<int8_t>(v);
    else if (qtype == ScalarType::QInt32) static_cast<int32_t*>(ints.data_ptr())[i] = static_cast<int32_t>(v);
    else static_cast<uint8_t*>(ints.data_ptr())[i] = static_cast<uint8_t>(v);  // quint8 and sub-byte
  }
  return quant::fromIntRepr(ints, qtype, std::move(q));
}

/// quantize_per_tensor_dynamic: parameters from the input's min and max.
Tensor quantizeDynamic(const Tensor& x, ScalarType qtype, bool reduce_range) {
  if (qtype != ScalarType::QUInt8 && qtype != ScalarType::QInt8)
    throw Error("dtype must be either quint8 or qint8 for quantize_per_tensor_dynamic");
  if (quant::currentEngine() == quant::Engine::QNNPACK) reduce_range = false;
  const float lo = x.numel() ? min(x).item().toDouble() : 0.0f, hi = x.numel() ? max(x).item().toDouble() : 0.0f;
  const int32_t qlo = qtype == ScalarType::QInt8 ? -128 : 0, qhi = qtype == ScalarType::QInt8 ? 127 : 255;
  quant::QParams p = quant::chooseQuantizationParams(lo, hi, qlo, qhi, reduce_range);
  return quant::quantizePerTensor(x, p.scale, p.zero_point, qtype);
}

/// The shape and copy operators PyTorch's QuantizedCPU kernels cover.
void addIntegerPaths(Registry& r) {
  for (const char* name :
       {"aten::clone", "aten::repeat", "aten::reshape", "aten::flatten.using_ints", "aten::index_select",
        "aten::flip", "aten::roll", "aten::view", "aten::permute", "aten::transpose.int", "aten::squeeze.dim",
        "aten::squeeze", "aten::unsqueeze", "aten::expand", "aten::narrow", "aten::t", "aten::pixel_shuffle",
        "aten::pixel_unshuffle", "aten::channel_shuffle", "aten::index.Tensor", "aten::unflatten.int",
        "aten::movedim.int", "aten::detach", "aten::topk", "aten::sort", "aten::sort.stable", "aten::max",
        "aten::min"})
    addQuantizedIntegerPath(r, name);
  // torch.stack of quantized tensors: cat of the inputs unsqueezed.
  addQuantizedPathIf<2>(
      r, "aten::stack",
      [](const IValue& v) {
        return v.isList() && !v.toList()->items.empty() && quantizedArg(v.toList()->items[0]);
      },
      [](const IValue* a) {
        std::vector<Tensor> xs = toTensorVector(a[0]);
        if (xs.empty()) throw Error("stack expects a non-empty TensorList");
        int64_t dim = toInt(a[1]);
        if (dim < 0) dim += xs[0].dim() + 1;
        for (Tensor& x : xs) x = quant::rewrapInts(quant::intView(x).unsqueeze(dim), x);
        return quant::cat(xs, dim, std::nullopt, std::nullopt, false);
      });
}

void addQuantizeOps(Registry& r) {
  r.add("aten::quantize_per_channel(Tensor self, Tensor scales, Tensor zero_points, int axis, ScalarType dtype) -> Tensor",
        kern<5>([](const IValue* a) {
          return quantizePerChannel(toTensor(a[0]), toTensor(a[1]), toTensor(a[2]), toInt(a[3]), toScalarType(a[4]));
        }));
  r.add("aten::quantize_per_tensor.tensor_qparams(Tensor self, Tensor scale, Tensor zero_point, ScalarType dtype) "
        "-> Tensor",
        kern<4>([](const IValue* a) {
          return quant::quantizePerTensor(toTensor(a[0]), toTensor(a[1]).item().toDouble(),
                                          toTensor(a[2]).item().toLong(), toScalarType(a[3]));
        }));
  r.add("aten::quantize_per_tensor.tensors(Tensor[] tensors, Tensor scales, Tensor zero_points, ScalarType dtype) "
        "-> Tensor[]",
        kern<4>([](const IValue* a) {
          std::vector<Tensor> xs = toTensorVector(a[0]);
          std::vector<IValue> out;
          Tensor s = toTensor(a[1]).to(ScalarType::Double), z = toTensor(a[2]).to(ScalarType::Long);
          if (s.numel() != static_cast<int64_t>(xs.size()) || z.numel() != s.numel())
            throw Error("quantize_per_tensor: one scale and zero point per tensor expected");
          for (size_t i = 0; i < xs.size(); ++i)
            out.push_back(IValue(quant::quantizePerTensor(xs[i], s.select(0, static_cast<int64_t>(i)).item().toDouble(),
                                                          z.select(0, static_cast<int64_t>(i)).item().toLong(),
                                                          toScalarType(a[3]))));
          return makeList(Type::tensor(), std::move(out));
        }));
  r.add("aten::quantize_per_tensor_dynamic(Tensor self, ScalarType dtype, bool reduce_range) -> Tensor",
        kern<3>([](const IValue* a) { return quantizeDynamic(toTensor(a[0]), toScalarType(a[1]), toBool(a[2])); }));
  for (const char* schema : {"aten::dequantize.tensors(Tensor[] tensors) -> Tensor[]",
                             "aten::dequantize.list(Tensor[] qtensors) -> Tensor[]"})
    r.add(schema, kern<1>([](const IValue* a) {
            std::vector<IValue> out;
            for (const Tensor& t : toTensorVector(a[0]))
              out.push_back(IValue(quant::isQuantized(t) ? quant::dequantize(t) : t));
            return makeList(Type::tensor(), std::move(out));
          }));
  r.add("aten::dequantize.tensor(Tensor qtensor) -> Tensor", kern<1>([](const IValue* a) {
          const Tensor x = toTensor(a[0]);
          return quant::isQuantized(x) ? quant::dequantize(x) : x;
        }));
  r.add("aten::q_per_channel_scales(Tensor self) -> Tensor", kern<1>([](const IValue* a) {
          const quant::Quantizer& q = quant::quantizerOf(toTensor(a[0]), "q_per_channel_scales");
          if (q.perTensor()) throw Error("Expected per channel quantization, got a per tensor quantized tensor");
          return q.publicScales();
        }));
  r.add("aten::q_per_channel_zero_points(Tensor self) -> Tensor", kern<1>([](const IValue* a) {
          const quant::Quantizer& q = quant::quantizerOf(toTensor(a[0]), "q_per_channel_zero_points");
          if (q.perTensor()) throw Error("Expected per channel quantization, got a per tensor quantized tensor");
          return q.zero_points.clone();
        }));
  r.add("aten::q_per_channel_axis(Tensor self) -> int", kern<1>([](const IValue* a) {
          const quant::Quantizer& q = quant::quantizerOf(toTensor(a[0]), "q_per_channel_axis");
          if (q.perTensor()) throw Error("Expected per channel quantization, got a per tensor quantized tensor");
          return q.axis;
        }));
  r.add("aten::_make_per_tensor_quantized_tensor(Tensor self, float scale, int zero_point) -> Tensor",
        kern<3>([](const IValue* a) {
          const Tensor ints = toTensor(a[0]);
          const ScalarType t = ints.dtype() == ScalarType::Byte   ? ScalarType::QUInt8
                               : ints.dtype() == ScalarType::Char ? ScalarType::QInt8
                               : ints.dtype() == ScalarType::Int  ? ScalarType::QInt32
                                                                  : throw Error("Could not make a quantized tensor of " +
                                                                                dtypeName(ints.dtype()));
          quant::Quantizer q;
          q.scales = full({1}, Scalar(toDouble(a[1])), ScalarType::Double);
          q.zero_points = full({1}, Scalar(toInt(a[2])), ScalarType::Long);
          return quant::fromIntRepr(ints, t, std::move(q));
        }));
}

}  // namespace

void addQuantizedLayerOps(Registry& r) {
  addNormOps(r);
  addScalarArithmeticOps(r);
  addActivationOps(r);
  addPoolAndResizeOps(r);
  addQuantizeOps(r);
}

}  // namespace ts::detail

namespace ts {

void registerQuantizedPaths(Registry& r) { detail::addIntegerPaths(r); }

}  // namespace ts
