// ===--- nn_loss.cpp - loss kernels ---------------------------------------=== //
// Elementwise losses are composed from tensor ops in ATen's order; the
// negative log likelihood walks targets directly so it can check bounds
// and skip ignore_index the way ATen's nll_loss_out_frame does.
#include "tensor/nn_loss.h"

#include <cmath>

#include "tensor/nn_activation.h"
#include "tensor/nn_util.h"

namespace ts::nn {

using nn_detail::applyReduction;

Tensor mseLoss(const Tensor& self, const Tensor& target, int64_t reduction) {
  Tensor d = sub(self, target);
  return applyReduction(mul(d, d), reduction);
}

Tensor l1Loss(const Tensor& self, const Tensor& target, int64_t reduction) {
  return applyReduction(abs(sub(self, target)), reduction);
}

Tensor smoothL1Loss(const Tensor& self, const Tensor& target, int64_t reduction, double beta) {
  TS_CHECK(beta >= 0, "smooth_l1_loss does not support negative values for beta.");
  if (beta == 0.0) return l1Loss(self, target, reduction);
  Tensor z = abs(sub(self, target));
  Tensor loss = nn_detail::mapFloat(z, "smooth_l1_cpu", [beta](auto v) {
    using C = decltype(v);
    const C b = static_cast<C>(beta);
    return v < b ? C(0.5) * v * v / b : v - C(0.5) * b;
  });
  return applyReduction(loss, reduction);
}

Tensor huberLoss(const Tensor& self, const Tensor& target, int64_t reduction, double delta) {
  TS_CHECK(delta > 0, "huber_loss does not support non-positive values for delta.");
  Tensor z = abs(sub(self, target));
  Tensor loss = nn_detail::mapFloat(z, "huber_cpu", [delta](auto v) {
    using C = decltype(v);
    const C d = static_cast<C>(delta);
    return v < d ? C(0.5) * v * v : d * (v - C(0.5) * d);
  });
  return applyReduction(loss, reduction);
}

namespace {

/// Note [NLL cascade sum]: ATen's nll_loss (1.13) sums the picked losses and
/// weights in a cascade of 8 partial sums: each row adds into level 0, and
/// after every 2^p-th row (p = max(4, ceil(log2(rows)) / 8)) each level
/// whose index bits are all zero moves up a level. The levels are added in
/// order at the end, so row 0's loss, pushed to the top first, comes last.
template <typename T>
struct CascadeSum {
  static constexpr int kLevels = 8;
  T levels[kLevels] = {};
  int64_t power;
  explicit CascadeSum(int64_t rows) {
    const int64_t ceil_log2 = rows <= 2 ? 1 : 64 - __builtin_clzll(static_cast<uint64_t>(rows - 1));
    power = std::max<int64_t>(4, ceil_log2 / kLevels);
  }
  /// After row `index` has added into levels[0].
  void carry(int64_t index) {
    const int64_t mask = (int64_t{1} << power) - 1;
    for (int j = 0; j + 1 < kLevels; ++j) {
      if ((index & (mask << (j * power))) != 0) break;
      levels[j + 1] += levels[j];
      levels[j] = 0;
    }
  }
  T total() const {
    T t = 0;
    for (T v : levels) t += v;
    return t;
  }
};

/// NLL over rows of a contiguous [rows, C] log-probability matrix.
Tensor nllRows(const Tensor& logp, const Tensor& target, const Tensor& weight, int64_t reduction,
               int64_t ignore_index) {
  const int64_t rows = logp.size(0), c = logp.size(1);
  Tensor x = logp.contiguous(), t = target.contiguous();
  Tensor w = weight.defined() ? weight.to(logp.dtype()).contiguous() : weight;
  Tensor losses = emptyTensor({rows}, logp.dtype());
  Tensor total = emptyTensor({}, logp.dtype());
  Tensor result = emptyTensor({}, logp.dtype());
  nn_detail::dispatchFloatDouble(logp.dtype(), "nll_loss_out_frame", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* xp = static_cast<const T*>(x.data_ptr());
    const int64_t* tp = t.data_ptr<int64_t>();
    const T* wp = w.defined() ? static_cast<const T*>(w.data_ptr()) : nullptr;
    T* lp = static_cast<T*>(losses.data_ptr());
    CascadeSum<T> loss_sum(rows), weight_sum(rows);
    for (int64_t i = 0; i < rows; ++i) {
      const int64_t cls = tp[i];
      if (cls == ignore_index) {
        lp[i] = T(0);
        continue;
      }
      TS_CHECK(cls >= 0 && cls < c, "Target " + std::to_string(cls) + " is out of bounds.", ErrorKind::IndexError);
      const T wv = wp ? wp[cls] : T(1);
      lp[i] = -xp[i * c + cls] * wv;
      loss_sum.levels[0] -= xp[i * c + cls] * wv;
      weight_sum.levels[0] += wv;
      loss_sum.carry(i);
      weight_sum.carry(i);
    }
    const T sum = loss_sum.total(), wsum = weight_sum.total();
    *static_cast<T*>(result.data_ptr()) = reduction == nn_detail::kMean ? sum / wsum : sum;
    *static_cast<T*>(total.data_ptr()) = wsum;
  });
  if (reduction == nn_detail::kNone) return losses;
  return result;
}

}  // namespace

Tensor nllLoss(const Tensor& self, const Tensor& target, const Tensor& weight, int64_t reduction,
               int64_t ignore_index) {
  TS_CHECK(self.dim() >= 1, "Expected 1 or more dimensions (got 0)", ErrorKind::ValueError);
  TS_CHECK(target.dtype() == ScalarType::Long,
           std::string("expected scalar type Long but found ") + scalarTypeName(target.dtype()));
  TS_CHECK(reduction >= 0 && reduction <= 2, std::to_string(reduction) + " is not a valid value for reduction");
  const int64_t class_dim = self.dim() == 1 ? 0 : 1;
  const int64_t c = self.size(class_dim);
  TS_CHECK(!weight.defined() || weight.numel() == c,
           "weight tensor should be defined either for all " + std::to_string(c) +
               " classes or no classes but got weight tensor of shape: " + shapeStr(weight.sizes()));
  if (self.dim() == 1) {
    TS_CHECK(target.dim() <= 1 && target.numel() == 1,
             "1D target tensor expected, multi-target not supported");
    Tensor r = nllRows(self.unsqueeze(0), target.reshape({1}), weight, reduction, ignore_index);
    return reduction == nn_detail::kNone ? r.squeeze(0) : r;
  }
  TS_CHECK(self.size(0) == target.size(0) || target.dim() == 0,
           "Expected input batch_size (" + std::to_string(self.size(0)) + ") to match target batch_size (" +
               std::to_string(target.dim() ? target.size(0) : 1) + ").", ErrorKind::ValueError);
  if (self.dim() == 2) {
    TS_CHECK(target.dim() == 1, "1D target tensor expected, multi-target not supported");
    return nllRows(self, target, weight, reduction, ignore_index);
  }
  DimVector out_size{self.size(0)};
  for (int64_t d = 2; d < self.dim(); ++d) out_size.push_back(self.size(d));
  TS_CHECK(target.sizes().vec() == out_size.vec(),
           "Expected target size " + shapeStr(out_size) + ", got " + shapeStr(target.sizes()));
  // [N, C, *] -> [N * prod(*), C], keeping (n, spatial) order for the sums.
  Tensor rows = movedim(self, 1, -1).reshape({-1, c});
  Tensor r = nllRows(rows, target.reshape({-1}), weight, reduction, ignore_index);
  return reduction == nn_detail::kNone ? r.view(out_size) : r;
}

namespace {

/// weight viewed as [1, C, 1, ...] to broadcast against an input of `dims` dims.
Tensor classWeight(const Tensor& weight, int64_t dims) {
  if (dims <= 1) return weight;
  std::vector<int64_t> shape(dims, 1);
  shape[1] = weight.size(0);
  return weight.view(shape);
}

Tensor crossEntropyProbs(const Tensor& self, const Tensor& target, const Tensor& weight, int64_t reduction,
                         double label_smoothing) {
  TS_CHECK(isFloatingType(target.dtype()), std::string("Expected floating point type for target with class "
                                                       "probabilities, got ") + scalarTypeName(target.dtype()));
  const int64_t class_dim = self.dim() == 1 ? 0 : 1, c = self.size(class_dim);
  TS_CHECK(!weight.defined() || (weight.dim() == 1 && weight.numel() == c),
           "cross_entropy: weight tensor should be defined either for all " + std::to_string(c) +
               " classes or no classes but got weight tensor of shape: " + shapeStr(weight.sizes()));
  Tensor logp = softmax(self, class_dim, true);
  Tensor t = label_smoothing > 0 ? add(mul(target, Scalar(1 - label_smoothing)), Scalar(label_smoothing / c)) : target;
  Tensor prod = mul(logp, t);
  if (weight.defined()) prod = mul(prod, classWeight(weight, logp.dim()));
  if (reduction == nn_detail::kNone) return neg(sum(prod, {class_dim}));
  Tensor total = neg(sum(prod));
  if (reduction == nn_detail::kSum) return total;
  return div(total, Scalar(static_cast<int64_t>(logp.numel() / c)));
}

}  // namespace

Tensor crossEntropyLoss(const Tensor& self, const Tensor& target, const Tensor& weight, int64_t reduction,
                        int64_t ignore_index, double label_smoothing) {
  if (self.sizes().vec() == target.sizes().vec()) {
    TS_CHECK(ignore_index < 0, "ignore_index is not supported for floating point target");
    return crossEntropyProbs(self, target, weight, reduction, label_smoothing);
  }
  const int64_t class_dim = self.dim() == 1 ? 0 : 1;
  Tensor logp = softmax(self, class_dim, true);
  Tensor nll = nllLoss(logp, target, weight, reduction, ignore_index);
  if (label_smoothing <= 0.0) return nll;
  TS_CHECK(label_smoothing <= 1.0, "label_smoothing must be between 0.0 and 1.0. Got: " + std::to_string(label_smoothing));
  const int64_t c = self.size(class_dim);
  Tensor ignore = eq(target, Scalar(ignore_index));
  Tensor smooth = neg(sum(weight.defined() ? mul(logp, classWeight(weight, logp.dim())) : logp, {class_dim}));
  smooth = where(ignore, Scalar(0.0), smooth);
  Tensor ret;
  if (reduction == nn_detail::kMean) {
    Tensor denom;
    if (weight.defined()) {
      // Normalised by the weights of the counted targets, like nll_loss.
      Tensor t = target.reshape({-1}).contiguous();
      Tensor picked = emptyTensor({t.numel()}, weight.dtype());
      int64_t kept = 0;
      for (int64_t i = 0; i < t.numel(); ++i) {
        const int64_t cls = t.data_ptr<int64_t>()[i];
        if (cls != ignore_index) copy_(picked.select(0, kept++), weight.select(0, cls));
      }
      denom = sum(picked.narrow(0, 0, kept));
    } else {
      denom = sum(logical_not(ignore));
    }
    ret = div(sum(smooth), denom);
  } else {
    ret = reduction == nn_detail::kSum ? sum(smooth) : smooth;
  }
  return add(mul(nll, Scalar(1 - label_smoothing)), mul(ret, Scalar(label_smoothing / c)));
}

Tensor binaryCrossEntropy(const Tensor& self, const Tensor& target, const Tensor& weight, int64_t reduction) {
  TS_CHECK(self.sizes().vec() == target.sizes().vec(),
           "Using a target size (" + shapeStr(target.sizes()) + ") that is different to the input size (" +
               shapeStr(self.sizes()) + ") is deprecated. Please ensure they have the same size.",
           ErrorKind::ValueError);
  Tensor x = self.contiguous(), t = target.to(self.dtype()).contiguous();
  Tensor loss = emptyTensor(self.sizes(), self.dtype());
  nn_detail::dispatchFloat(self.dtype(), "binary_cross_entropy", [&](auto tag) {
    using T = typename decltype(tag)::type;
    using C = calc_t<T>;
    const T* xp = static_cast<const T*>(x.data_ptr());
    const T* tp = static_cast<const T*>(t.data_ptr());
    T* lp = static_cast<T*>(loss.data_ptr());
    for (int64_t i = 0; i < x.numel(); ++i) {
      const C in = static_cast<C>(xp[i]), tv = static_cast<C>(tp[i]);
      TS_CHECK(in >= C(0) && in <= C(1), "all elements of input should be between 0 and 1");
      // Logs are clamped at -100 so a saturated prediction gives a finite loss.
      lp[i] = static_cast<T>((tv - C(1)) * std::max(static_cast<C>(std::log(C(1) - in)), C(-100)) -
                             tv * std::max(static_cast<C>(std::log(in)), C(-100)));
    }
  });
  loss = inLayoutOf(loss, self);  // ATen's loss is empty_like(input)
  if (weight.defined()) loss = mul(loss, weight);
  return applyReduction(loss, reduction);
}

Tensor binaryCrossEntropyWithLogits(const Tensor& self, const Tensor& target, const Tensor& weight,
                                    const Tensor& pos_weight, int64_t reduction) {
  Tensor max_val = clamp_min(neg(self), Scalar(int64_t(0)));
  Tensor one_minus_t = rsub(target, Scalar(int64_t(1)));
  // log(exp(-max) + exp(-x - max)) + max: a stable log(1 + exp(-x)).
  Tensor log_term = add(log(add(exp(neg(max_val)), exp(sub(neg(self), max_val)))), max_val);
  Tensor loss;
  if (pos_weight.defined()) {
    Tensor log_weight = add(mul(sub(pos_weight, Scalar(int64_t(1))), target), Scalar(int64_t(1)));
    loss = add(mul(one_minus_t, self), mul(log_weight, log_term));
  } else {
    loss = add(add(mul(one_minus_t, self), max_val),
               log(add(exp(neg(max_val)), exp(sub(neg(self), max_val)))));
  }
  if (weight.defined()) loss = mul(loss, weight);
  return applyReduction(loss, reduction);
}

Tensor klDiv(const Tensor& self, const Tensor& target, int64_t reduction, bool log_target) {
  Tensor out;
  if (log_target) {
    out = mul(exp(target), sub(target, self));
  } else {
    // xlogy(t, t): 0 where t == 0, so empty classes contribute nothing.
    Tensor xlogy = where(eq(target, Scalar(int64_t(0))), Scalar(0.0), mul(target, log(target)));
    out = sub(xlogy, mul(target, self));
  }
  return applyReduction(out, reduction);
}

}  // namespace ts::nn
