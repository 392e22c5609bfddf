// ===--- nn_loss_extra_ops.cpp - the margin and embedding losses as aten ops -=== //
// aten::margin_ranking_loss, hinge_embedding_loss, soft_margin_loss,
// cosine_embedding_loss, triplet_margin_loss, poisson_nll_loss,
// multi_margin_loss and multilabel_margin_loss, composed from tensor ops the
// way ATen's Loss.cpp composes them (reduction: 0 none, 1 mean, 2 sum).
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "ops/families.h"
#include "ops/registry.h"
#include "ops/tensor_arg_helpers.h"
#include "tensor/ops_copy.h"

namespace ts {
namespace {

using detail::kern;
using detail::toInt;
using detail::toOptTensor;
using detail::toScalar;
using detail::toTensor;

constexpr double kPi = 3.14159265358979323846;

Tensor reduceLoss(const Tensor& loss, int64_t reduction) {
  if (reduction == 1) return mean(loss);
  if (reduction == 2) return sum(loss);
  TS_CHECK(reduction == 0, std::to_string(reduction) + " is not a valid value for reduction");
  return loss;
}

Tensor zerosLike(const Tensor& t) { return mul(t, Scalar(0)); }

Tensor marginRanking(const Tensor& x1, const Tensor& x2, const Tensor& target, double margin, int64_t reduction) {
  Tensor out = clamp_min(add(mul(neg(target), sub(x1, x2)), Scalar(margin)), Scalar(0));
  return reduceLoss(out, reduction);
}

Tensor hingeEmbedding(const Tensor& self, const Tensor& target, double margin, int64_t reduction) {
  Tensor zeros = zerosLike(self);
  Tensor margin_clamp = clamp_min(rsub(self, Scalar(margin)), Scalar(0));
  Tensor output_margin = where(ne(target, Scalar(1)), margin_clamp, zeros);
  Tensor output_self = where(ne(target, Scalar(-1)), self, zeros);
  return reduceLoss(add(output_margin, output_self), reduction);
}

Tensor cosineEmbedding(const Tensor& x1, const Tensor& x2, const Tensor& target, double margin, int64_t reduction) {
  const int64_t targ_dim = target.dim();
  TS_CHECK(targ_dim == 1 || targ_dim == 0, "0D or 1D target tensor expected, multi-target not supported");
  if (targ_dim == 1) {
    TS_CHECK(x1.dim() == 2 && x2.dim() == 2,
             "1D target tensor expects 2D input tensors, but found inputs with sizes " + shapeStr(x1.sizes()) +
                 " and " + shapeStr(x2.sizes()) + ".");
  } else {
    TS_CHECK(x1.dim() == 1 && x2.dim() == 1,
             "0D target tensor expects 1D input tensors, but found inputs with sizes " + shapeStr(x1.sizes()) +
                 " and " + shapeStr(x2.sizes()) + ".");
  }
  const int64_t d = targ_dim;
  const double eps = 1e-12;
  Tensor prod_sum = sum(mul(x1, x2), {d});
  Tensor mag1 = add(sum(mul(x1, x1), {d}), Scalar(eps));
  Tensor mag2 = add(sum(mul(x2, x2), {d}), Scalar(eps));
  Tensor cos = div(prod_sum, sqrt(mul(mag1, mag2)));
  Tensor zeros = zerosLike(cos);
  Tensor pos = rsub(cos, Scalar(1));
  Tensor negative = clamp_min(sub(cos, Scalar(margin)), Scalar(0));
  Tensor out = add(where(eq(target, Scalar(1)), pos, zeros), where(eq(target, Scalar(-1)), negative, zeros));
  return reduceLoss(out, reduction);
}

/// ATen's pairwise_distance: the p-norm of x1 - x2 + eps over the last dim.
Tensor pairwiseDistance(const Tensor& x1, const Tensor& x2, double p, double eps) {
  int64_t out_dim = std::max(x1.dim(), x2.dim()) - 1;
  if (out_dim < 0) out_dim = 0;
  int64_t dims[] = {out_dim};
  return detail::norm(add(sub(x1, x2), Scalar(eps)), Scalar(p), IntArrayRef(dims, 1), false, std::nullopt);
}

Tensor tripletMargin(const Tensor& anchor, const Tensor& pos, const Tensor& negative, double margin, double p,
                     double eps, bool swap, int64_t reduction) {
  Tensor dist_pos = pairwiseDistance(anchor, pos, p, eps);
  Tensor dist_neg = pairwiseDistance(anchor, negative, p, eps);
  if (swap) dist_neg = minimum(dist_neg, pairwiseDistance(pos, negative, p, eps));
  return reduceLoss(clamp_min(sub(add(dist_pos, Scalar(margin)), dist_neg), Scalar(0)), reduction);
}

Tensor poissonNll(const Tensor& input, const Tensor& target, bool log_input, bool full, double eps,
                  int64_t reduction) {
  Tensor loss = log_input ? sub(exp(input), mul(target, input)) : sub(input, mul(target, log(add(input, Scalar(eps)))));
  if (full) {
    Tensor stirling = add(sub(mul(target, log(target)), target), mul(log(mul(target, Scalar(2 * kPi))), Scalar(0.5)));
    loss = add(loss, detail::maskedFill(stirling, le(target, Scalar(1)), wrappedScalarTensor(Scalar(0))));
  }
  return reduceLoss(loss, reduction);
}

Tensor softMargin(const Tensor& input, const Tensor& target, int64_t reduction) {
  return reduceLoss(log1p(exp(mul(neg(target), input))), reduction);
}

/// ATen's multilabel_margin_loss_forward: per sample, the hinge between
/// every target class (listed until the first -1) and every other class.
Tensor multilabelMargin(const Tensor& self, const Tensor& target, int64_t reduction) {
  const int64_t dim = self.dim();
  TS_CHECK(dim <= 2 && target.dim() <= 2 && (dim == 0 || self.numel() > 0),
           "Expected non-empty vector or matrix with optional 0-dim batch size, but got: " + shapeStr(self.sizes()));
  const int64_t nframe = dim <= 1 ? 1 : self.size(0);
  const int64_t dimc = dim == 0 ? 1 : self.size(dim - 1);
  TS_CHECK(target.numel() == nframe * dimc, "inconsistent target size: " + shapeStr(target.sizes()) +
                                                " for input of size: " + shapeStr(self.sizes()));
  Tensor x = contiguous(self.to(ScalarType::Double));
  Tensor y = contiguous(target.to(ScalarType::Long));
  const double* xp = x.data_ptr<double>();
  const int64_t* yp = y.data_ptr<int64_t>();
  Tensor out = emptyTensor({nframe}, ScalarType::Double);
  double* op = out.data_ptr<double>();
  std::vector<char> is_target(static_cast<size_t>(dimc));
  for (int64_t t = 0; t < nframe; ++t) {
    const double* row = xp + t * dimc;
    const int64_t* labels = yp + t * dimc;
    std::fill(is_target.begin(), is_target.end(), 0);
    for (int64_t k = 0; k < dimc && labels[k] >= 0; ++k) {
      TS_CHECK(labels[k] < dimc, "target index " + std::to_string(labels[k]) + " is out of bounds");
      is_target[static_cast<size_t>(labels[k])] = 1;
    }
    double s = 0;
    for (int64_t k = 0; k < dimc && labels[k] >= 0; ++k) {
      const double xy = row[labels[k]];
      for (int64_t i = 0; i < dimc; ++i) {
        if (is_target[static_cast<size_t>(i)]) continue;
        double z = 1 - xy + row[i];
        if (z > 0) s += z;
      }
    }
    op[t] = s / static_cast<double>(dimc);
  }
  Tensor loss = out.to(self.dtype());
  if (reduction == 0) return dim <= 1 ? reshape(loss, {}) : loss;
  return reduceLoss(loss, reduction);
}

Tensor multiMargin(const Tensor& input, const Tensor& target, const Scalar& p_s, const Scalar& margin_s,
                   const Tensor& weight, int64_t reduction) {
  const int64_t p = p_s.toLong();
  TS_CHECK(p == 1 || p == 2, "only p == 1 and p == 2 supported");
  TS_CHECK(!weight.defined() || weight.dim() <= 1, "weight must be one-dimensional");
  Tensor x = input.dim() == 2 ? input : reshape(input, {1, -1});
  Tensor t = reshape(target, {-1, 1});
  Tensor z = clamp_min(add(rsub(detail::gather(x, 1, t), Scalar(margin_s.toDouble())), x), Scalar(0));
  if (p == 2) z = mul(z, z);
  if (weight.defined()) z = mul(z, unsqueeze(detail::indexSelect(weight, 0, reshape(t, {-1})), 1));
  z = detail::scatter_(clone(z), 1, t, Tensor(), Scalar(0.0), "");
  Tensor loss = div(sum(z, {1}), Scalar(x.size(1)));
  if (input.dim() != 2) loss = reshape(loss, {});
  return reduceLoss(loss, reduction);
}

}  // namespace

void registerNnLossExtraOps(Registry& r) {
  r.add("aten::cosine_embedding_loss(Tensor input1, Tensor input2, Tensor target, float margin=0., int reduction=1) -> Tensor",
        kern<5>([](const IValue* a) {
          return cosineEmbedding(toTensor(a[0]), toTensor(a[1]), toTensor(a[2]), a[3].toNumber(), toInt(a[4]));
        }));
  r.add("aten::hinge_embedding_loss(Tensor self, Tensor target, float margin=1., int reduction=1) -> Tensor",
        kern<4>([](const IValue* a) { return hingeEmbedding(toTensor(a[0]), toTensor(a[1]), a[2].toNumber(), toInt(a[3])); }));
  r.add("aten::margin_ranking_loss(Tensor input1, Tensor input2, Tensor target, float margin=0., int reduction=1) -> Tensor",
        kern<5>([](const IValue* a) {
          return marginRanking(toTensor(a[0]), toTensor(a[1]), toTensor(a[2]), a[3].toNumber(), toInt(a[4]));
        }));
  r.add("aten::multi_margin_loss(Tensor self, Tensor target, Scalar p=1, Scalar margin=1, Tensor? weight=None, int reduction=1) -> Tensor",
        kern<6>([](const IValue* a) {
          return multiMargin(toTensor(a[0]), toTensor(a[1]), toScalar(a[2]), toScalar(a[3]), toOptTensor(a[4]), toInt(a[5]));
        }));
  r.add("aten::multilabel_margin_loss(Tensor self, Tensor target, int reduction=1) -> Tensor",
        kern<3>([](const IValue* a) { return multilabelMargin(toTensor(a[0]), toTensor(a[1]), toInt(a[2])); }));
  r.add("aten::soft_margin_loss(Tensor self, Tensor target, int reduction=1) -> Tensor",
        kern<3>([](const IValue* a) { return softMargin(toTensor(a[0]), toTensor(a[1]), toInt(a[2])); }));
  r.add("aten::triplet_margin_loss(Tensor anchor, Tensor positive, Tensor negative, float margin=1., float p=2., "
        "float eps=9.9999999999999995e-07, bool swap=False, int reduction=1) -> Tensor",
        kern<8>([](const IValue* a) {
          return tripletMargin(toTensor(a[0]), toTensor(a[1]), toTensor(a[2]), a[3].toNumber(), a[4].toNumber(),
                               a[5].toNumber(), a[6].toBool(), toInt(a[7]));
        }));
  r.add("aten::poisson_nll_loss(Tensor input, Tensor target, bool log_input, bool full, float eps, int reduction) -> Tensor",
        kern<6>([](const IValue* a) {
          return poissonNll(toTensor(a[0]), toTensor(a[1]), a[2].toBool(), a[3].toBool(), a[4].toNumber(), toInt(a[5]));
        }));
}

}  // namespace ts
