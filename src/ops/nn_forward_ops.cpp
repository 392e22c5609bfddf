// ===--- nn_forward_ops.cpp - the native_* and *_forward nn operators -----=== //
// native_layer_norm/batch_norm/group_norm/dropout and the nll_loss,
// log_sigmoid and multilabel_margin *_forward operators return the saved
// statistics autograd keeps next to the output; the output itself comes from
// the registered functional operator. Also channel_shuffle, pdist,
// embedding_renorm, batch_norm_update_stats and glu_jvp.
#include <algorithm>
#include <array>
#include <cmath>
#include <string>
#include <tuple>
#include <vector>

#include "ops/families.h"
#include "ops/op_callee.h"
#include "ops/generator_arg.h"
#include "ops/registry.h"
#include "ops/tensor_arg_helpers.h"
#include "tensor/memory_format.h"
#include "tensor/nn_norm.h"
#include "tensor/nn_norm_backward.h"
#include "tensor/nn_softmax_backward.h"
#include "tensor/ops_copy.h"

namespace ts {
namespace {

using detail::Callee;
using detail::kern;
using detail::toInt;
using detail::toOptTensor;
using detail::toTensor;

/// Mean and 1/sqrt(biased var + eps) over `dims`, kept as size-1 dims.
std::tuple<Tensor, Tensor> meanRstd(const Tensor& x, const std::vector<int64_t>& dims, double eps) {
  Tensor m = mean(x, dims, true);
  Tensor centered = sub(x, m);
  Tensor var = mean(mul(centered, centered), dims, true);
  return {m, rsqrt(add(var, Scalar(eps)))};
}

void addNormForwards(Registry& r) {
  Callee batch_norm(r, "aten::batch_norm"), group_norm(r, "aten::group_norm");
  r.add("aten::native_layer_norm(Tensor input, SymInt[] normalized_shape, Tensor? weight, Tensor? bias, float eps) -> (Tensor, Tensor, Tensor)",
        kern<5>([](const IValue* a) {
          return nn::nativeLayerNorm(toTensor(a[0]), detail::toIntVector(a[1]), toOptTensor(a[2]), toOptTensor(a[3]),
                                     a[4].toNumber());
        }));
  r.add("aten::native_layer_norm_backward(Tensor grad_out, Tensor input, SymInt[] normalized_shape, Tensor mean, "
        "Tensor rstd, Tensor? weight, Tensor? bias, bool[3] output_mask) -> (Tensor, Tensor, Tensor)",
        kern<8>([](const IValue* a) {
          std::array<bool, 3> mask{};
          const auto& items = a[7].toList()->items;
          for (size_t i = 0; i < 3 && i < items.size(); ++i) mask[i] = items[i].toBool();
          return nn::layerNormBackward(toTensor(a[0]), toTensor(a[1]), detail::toIntVector(a[2]), toTensor(a[3]),
                                       toTensor(a[4]), toOptTensor(a[5]), mask);
        }));
  r.add("aten::native_batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, "
        "bool training, float momentum, float eps) -> (Tensor, Tensor, Tensor)",
        kern<8>([batch_norm](const IValue* a) {
          Tensor x = toTensor(a[0]);
          bool training = a[5].toBool();
          Tensor save_mean = empty({0}, x.dtype()), save_invstd = empty({0}, x.dtype());
          if (training) std::tie(save_mean, save_invstd) = nn::batchNormSaveStats(x, a[7].toNumber());
          Tensor out = batch_norm({a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], IValue(true)}).toTensor();
          return std::make_tuple(out, save_mean, save_invstd);
        }));
  r.add("aten::native_batch_norm_backward(Tensor grad_out, Tensor input, Tensor? weight, Tensor? running_mean, "
        "Tensor? running_var, Tensor? save_mean, Tensor? save_invstd, bool train, float eps, bool[3] output_mask) "
        "-> (Tensor, Tensor, Tensor)",
        kern<10>([](const IValue* a) {
          std::array<bool, 3> mask{};
          const auto& items = a[9].toList()->items;
          for (size_t i = 0; i < 3 && i < items.size(); ++i) mask[i] = items[i].toBool();
          return nn::batchNormBackward(toTensor(a[0]), toTensor(a[1]), toOptTensor(a[2]), toOptTensor(a[3]),
                                       toOptTensor(a[4]), toOptTensor(a[5]), toOptTensor(a[6]), a[7].toBool(),
                                       a[8].toNumber(), mask);
        }));
  for (bool log : {false, true}) {
    r.add(std::string("aten::") + (log ? "_log_softmax" : "_softmax") +
              "_backward_data(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype) -> Tensor",
          kern<4>([log](const IValue* a) {
            return nn::softmaxBackwardData(toTensor(a[0]), toTensor(a[1]), toInt(a[2]), log);
          }));
  }
  r.add("aten::native_group_norm(Tensor input, Tensor? weight, Tensor? bias, SymInt N, SymInt C, SymInt HxW, int group, "
        "float eps) -> (Tensor, Tensor, Tensor)",
        kern<8>([group_norm](const IValue* a) {
          Tensor x = toTensor(a[0]);
          const int64_t n = toInt(a[3]), g = toInt(a[6]);
          Tensor out = group_norm({a[0], a[6], a[1], a[2], a[7], IValue(true)}).toTensor();
          auto [m, rstd] = meanRstd(reshape(x, {n, g, -1}), {2}, a[7].toNumber());
          return std::make_tuple(out, reshape(m, {n, g}), reshape(rstd, {n, g}));
        }));
}

void addLossForwards(Registry& r) {
  Callee nll(r, "aten::nll_loss"), nll2d(r, "aten::nll_loss2d"), mlm(r, "aten::multilabel_margin_loss");
  // total_weight: the summed weight of the targets that count (0 for reduction none).
  auto totalWeight = [](const Tensor& self, const Tensor& target, const Tensor& weight, int64_t reduction,
                        int64_t ignore_index) {
    if (reduction == 0) return zeros({}, self.dtype());
    Tensor valid = ne(target, Scalar(ignore_index));
    if (!weight.defined()) return sum(valid).to(self.dtype());
    Tensor w = detail::indexSelect(weight, 0, flatten(where(valid, target, Scalar(int64_t(0)))));
    return sum(mul(w, flatten(valid))).to(self.dtype());
  };
  const std::pair<const char*, Callee> losses[] = {
      {"aten::nll_loss_forward(Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index) -> "
       "(Tensor output, Tensor total_weight)",
       nll},
      {"aten::nll_loss2d_forward(Tensor self, Tensor target, Tensor? weight, int reduction, int ignore_index) -> "
       "(Tensor output, Tensor total_weight)",
       nll2d}};
  for (const auto& [schema, loss] : losses) {
    r.add(schema, kern<5>([loss = loss, totalWeight](const IValue* a) {
      Tensor out = loss({a[0], a[1], a[2], a[3], a[4]}).toTensor();
      return std::make_tuple(out, totalWeight(toTensor(a[0]), toTensor(a[1]), toOptTensor(a[2]), toInt(a[3]), toInt(a[4])));
    }));
  }
  r.add("aten::log_sigmoid_forward(Tensor self) -> (Tensor output, Tensor buffer)", kern<1>([](const IValue* a) {
    Tensor x = toTensor(a[0]);
    // log(sigmoid(x)) = min(x, 0) - log1p(exp(-|x|)); the buffer keeps exp(-|x|).
    Tensor buffer = exp(neg(abs(x)));
    Tensor out = sub(clamp_max(x, Scalar(0)), log1p(buffer));
    return std::make_tuple(out, buffer);
  }));
  r.add("aten::multilabel_margin_loss_forward(Tensor self, Tensor target, int reduction) -> (Tensor output, Tensor is_target)",
        kern<3>([mlm](const IValue* a) {
          Tensor self = toTensor(a[0]), target = toTensor(a[1]);
          Tensor out = mlm({a[0], a[1], a[2]}).toTensor();
          Tensor labels = contiguous(reshape(target.to(ScalarType::Long), {-1, target.dim() == 0 ? 1 : target.size(-1)}));
          Tensor is_target = zeros(labels.sizes(), self.dtype());
          Tensor flat = contiguous(is_target);
          const int64_t rows = labels.size(0), cols = labels.size(1);
          const int64_t* lp = labels.data_ptr<int64_t>();
          for (int64_t i = 0; i < rows; ++i)
            for (int64_t k = 0; k < cols && lp[i * cols + k] >= 0; ++k)
              copy_(select(select(flat, 0, i), 0, lp[i * cols + k]), scalar_tensor(Scalar(1.0)));
          return std::make_tuple(out, reshape(flat, target.sizes()));
        }));
}

Tensor channelShuffle(const Tensor& self, int64_t groups) {
  TS_CHECK(self.dim() > 2, "channel_shuffle expects input to have at least 3 dimensions, but got input with sizes " +
                               shapeStr(self.sizes()));
  TS_CHECK(groups > 0, "Number of groups to divide channels in must be positive. Value of groups:" +
                           std::to_string(groups));
  const int64_t c = self.size(1);
  TS_CHECK(c % groups == 0, "Number of channels must be divisible by groups. Got " + std::to_string(c) +
                                " channels and " + std::to_string(groups) + " groups.");
  std::vector<int64_t> grouped{self.size(0), groups, c / groups};
  for (int64_t i = 2; i < self.dim(); ++i) grouped.push_back(self.size(i));
  // ATen's kernel answers in the input's suggested format.
  return inFormatOf(reshape(contiguous(transpose(reshape(self, grouped), 1, 2)), self.sizes()), self);
}

/// pdist: the p-norm distances between every pair of rows i < j.
Tensor pdist(const Tensor& self, double p) {
  TS_CHECK(self.dim() == 2, "pdist only supports 2D tensors, got: " + std::to_string(self.dim()) + "D");
  TS_CHECK(isFloatingType(self.dtype()), "pdist only supports floating-point dtypes");
  TS_CHECK(p >= 0, "pdist only supports non-negative p values");
  const int64_t n = self.size(0);
  if (n <= 1) return empty({0}, self.dtype());
  std::vector<int64_t> is, js;
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = i + 1; j < n; ++j) {
      is.push_back(i);
      js.push_back(j);
    }
  auto index = [](const std::vector<int64_t>& v) {
    Tensor t = emptyTensor({static_cast<int64_t>(v.size())}, ScalarType::Long);
    std::copy(v.begin(), v.end(), t.data_ptr<int64_t>());
    return t;
  };
  Tensor diff = sub(detail::indexSelect(self, 0, index(is)), detail::indexSelect(self, 0, index(js)));
  int64_t dims[] = {1};
  return detail::norm(diff, Scalar(p), IntArrayRef(dims, 1), false, std::nullopt);
}

/// embedding_renorm_: rows of self named in indices whose norm exceeds max_norm are scaled down to it.
Tensor embeddingRenorm_(const Tensor& self, const Tensor& indices, double max_norm, double norm_type) {
  TS_CHECK(self.dim() == 2, "embedding_renorm_(): Expected 2D self tensor, but got " + std::to_string(self.dim()) +
                                "D");
  Tensor idx = contiguous(flatten(indices).to(ScalarType::Long));
  std::vector<int64_t> rows(idx.data_ptr<int64_t>(), idx.data_ptr<int64_t>() + idx.numel());
  std::sort(rows.begin(), rows.end());
  rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
  int64_t dims[] = {0};
  for (int64_t i : rows) {
    Tensor row = select(self, 0, i);
    const double norm = detail::norm(row, Scalar(norm_type), IntArrayRef(dims, 1), false, std::nullopt)
                            .to(ScalarType::Double)
                            .item()
                            .toDouble();
    if (norm > max_norm) mul_(row, Scalar(max_norm / (norm + 1e-7)));
  }
  return self;
}

/// batch_norm_update_stats: the batch's per-channel mean and biased variance,
/// folding them (unbiased) into the running statistics.
std::tuple<Tensor, Tensor> batchNormUpdateStats(const Tensor& input, const Tensor& running_mean,
                                                const Tensor& running_var, double momentum) {
  std::vector<int64_t> dims;
  for (int64_t i = 0; i < input.dim(); ++i)
    if (i != 1) dims.push_back(i);
  Tensor m = mean(input, dims, false);
  Tensor centered = sub(input, reshape(m, input.dim() > 2 ? std::vector<int64_t>{1, -1, 1} : std::vector<int64_t>{1, -1}));
  if (input.dim() > 2) centered = reshape(centered, {input.size(0), input.size(1), -1});
  std::vector<int64_t> red{0};
  if (input.dim() > 2) red.push_back(2);
  Tensor var = mean(mul(centered, centered), red, false);
  const double n = static_cast<double>(input.numel() / std::max<int64_t>(input.size(1), 1));
  if (running_mean.defined()) copy_(running_mean, add(mul(running_mean, Scalar(1 - momentum)), mul(m, Scalar(momentum))));
  if (running_var.defined()) {
    Tensor unbiased = mul(var, Scalar(n / std::max(n - 1, 1.0)));
    copy_(running_var, add(mul(running_var, Scalar(1 - momentum)), mul(unbiased, Scalar(momentum))));
  }
  return {m, var};
}

}  // namespace

void registerNnForwardOps(Registry& r) {
  r.add("aten::embedding_renorm_(Tensor(a!) self, Tensor indices, float max_norm, float norm_type) -> Tensor(a!)",
        kern<4>([](const IValue* a) {
          return embeddingRenorm_(toTensor(a[0]), toTensor(a[1]), a[2].toNumber(), a[3].toNumber());
        }));
  r.add("aten::embedding_renorm(Tensor self, Tensor indices, float max_norm, float norm_type) -> Tensor",
        kern<4>([](const IValue* a) {
          return embeddingRenorm_(clone(toTensor(a[0])), toTensor(a[1]), a[2].toNumber(), a[3].toNumber());
        }));
  r.add("aten::batch_norm_update_stats(Tensor input, Tensor? running_mean, Tensor? running_var, float momentum) -> "
        "(Tensor, Tensor)",
        kern<4>([](const IValue* a) {
          return batchNormUpdateStats(toTensor(a[0]), toOptTensor(a[1]), toOptTensor(a[2]), a[3].toNumber());
        }));
  // The forward-mode derivative of glu: da * sigmoid(b) + glu * (1 - sigmoid(b)) * db.
  r.add("aten::glu_jvp(Tensor glu, Tensor x, Tensor dx, int dim) -> Tensor", kern<4>([](const IValue* a) {
    Tensor glu = toTensor(a[0]), x = toTensor(a[1]), dx = toTensor(a[2]);
    const int64_t dim = toInt(a[3]) < 0 ? toInt(a[3]) + x.dim() : toInt(a[3]);
    const int64_t half = x.size(dim) / 2;
    Tensor sig_b = sigmoid(narrow(x, dim, half, half));
    Tensor da = narrow(dx, dim, 0, half), db = narrow(dx, dim, half, half);
    return add(mul(da, sig_b), mul(mul(glu, rsub(sig_b, Scalar(1))), db));
  }));
  addNormForwards(r);
  addLossForwards(r);
  r.add("aten::native_dropout(Tensor input, float p, bool? train) -> (Tensor, Tensor)", kern<3>([](const IValue* a) {
    Tensor x = toTensor(a[0]);
    const double p = a[1].toNumber();
    if (a[2].isNone() || !a[2].toBool()) return std::make_tuple(clone(x), ones_like(x, ScalarType::Bool));
    TS_CHECK(p >= 0 && p <= 1, "dropout probability has to be between 0 and 1, but got " + std::to_string(p));
    Tensor mask = withGenerator(IValue(), [&](Generator& g) { return bernoulli_(empty_like(x), 1 - p, g); });
    double scale = p == 1 ? 0.0 : 1.0 / (1 - p);
    return std::make_tuple(mul(mul(x, mask), Scalar(scale)), mask.to(ScalarType::Bool));
  }));
  r.add("aten::channel_shuffle(Tensor self, int groups) -> Tensor",
        kern<2>([](const IValue* a) { return channelShuffle(toTensor(a[0]), toInt(a[1])); }));
  r.add("aten::native_channel_shuffle(Tensor self, int groups) -> Tensor",
        kern<2>([](const IValue* a) { return channelShuffle(toTensor(a[0]), toInt(a[1])); }));
  r.add("aten::pdist(Tensor self, float p=2.) -> Tensor",
        kern<2>([](const IValue* a) { return pdist(toTensor(a[0]), a[1].toNumber()); }));
}

}  // namespace ts
