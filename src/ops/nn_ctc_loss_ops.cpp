// ===--- nn_ctc_loss_ops.cpp - aten::ctc_loss and aten::_ctc_loss -------=== //
// PyTorch's code printer writes F.ctc_loss as `torch.ctc_loss(...)`; our
// stdlib's F.ctc_loss is script code (Note [CTC loss] in nn_functional.py),
// so only loaded .pt files reach these operators. The forward recursion is
// PyTorch 1.13's ctc_loss_cpu_template (LossCTC.cpp) step for step, in the
// input's precision, so the losses round as PyTorch's do.
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "ops/nn_ops.h"
#include "tensor/nn_util.h"
#include "tensor/ops.h"

namespace ts::detail {
namespace {

struct CtcArgs {
  Tensor log_probs;  ///< [T, N, C], contiguous
  Tensor targets;    ///< [N, S] padded or [sum(target_lengths)] concatenated, int64, contiguous
  std::vector<int64_t> input_lengths, target_lengths;
  int64_t blank;
};

/// Where each sample's targets start, and the padded target stride.
std::vector<int64_t> targetOffsets(const CtcArgs& c, int64_t* max_target) {
  const int64_t n = c.log_probs.size(1);
  std::vector<int64_t> offsets(static_cast<size_t>(n));
  *max_target = 0;
  int64_t pos = 0;
  for (int64_t b = 0; b < n; ++b) {
    const int64_t len = c.target_lengths[static_cast<size_t>(b)];
    TS_CHECK(len >= 0, "ctc_loss: target lengths must be non-negative");
    if (c.targets.dim() == 1) {
      offsets[static_cast<size_t>(b)] = pos;
      pos += len;
    } else {
      TS_CHECK(len <= c.targets.size(1), "Expected tensor to have size at least " + std::to_string(len) +
                                             " at dimension 1, but got size " + std::to_string(c.targets.size(1)) +
                                             " for argument #2 'targets' (while checking arguments for ctc_loss_cpu)");
      offsets[static_cast<size_t>(b)] = b * c.targets.size(1);
    }
    if (len > *max_target) *max_target = len;
  }
  if (c.targets.dim() == 1) TS_CHECK(pos <= c.targets.numel(), "ctc_loss: the targets are shorter than target_lengths");
  return offsets;
}

/// The negative log likelihoods [N] and log_alpha [N, T, 2*S+1].
template <typename T>
std::pair<Tensor, Tensor> ctcForward(const CtcArgs& c) {
  const int64_t max_t = c.log_probs.size(0), n = c.log_probs.size(1), classes = c.log_probs.size(2);
  int64_t max_target = 0;
  const std::vector<int64_t> offsets = targetOffsets(c, &max_target);
  const int64_t width = 2 * max_target + 1;
  const T neginf = -std::numeric_limits<T>::infinity();
  Tensor nll = empty({n}, c.log_probs.dtype());
  Tensor alpha_t = empty({n, max_t, width}, c.log_probs.dtype());
  const T* lp = static_cast<const T*>(c.log_probs.data_ptr());
  const int64_t* tg = static_cast<const int64_t*>(c.targets.data_ptr());
  T* alpha_all = static_cast<T*>(alpha_t.data_ptr());
  for (int64_t b = 0; b < n; ++b) {
    const int64_t in_len = c.input_lengths[static_cast<size_t>(b)];
    const int64_t tl = c.target_lengths[static_cast<size_t>(b)];
    TS_CHECK(in_len >= 0 && in_len <= max_t, "Expected input_lengths to have value at most " + std::to_string(max_t) +
                                                 ", but got value " + std::to_string(in_len));
    const int64_t* tb = tg + offsets[static_cast<size_t>(b)];
    auto prime = [&](int64_t s) { return s % 2 == 0 ? c.blank : tb[s / 2]; };
    auto logp = [&](int64_t t, int64_t k) {
      TS_CHECK(k >= 0 && k < classes, "ctc_loss: target index out of range");
      return lp[(t * n + b) * classes + k];
    };
    T* alpha = alpha_all + b * max_t * width;
    for (int64_t i = 0; i < max_t * width; ++i) alpha[i] = neginf;
    if (in_len > 0) {
      alpha[0] = logp(0, c.blank);
      if (tl > 0) alpha[1] = logp(0, prime(1));
    }
    for (int64_t t = 1; t < in_len; ++t)
      for (int64_t s = 0; s < 2 * tl + 1; ++s) {
        const int64_t cur = prime(s);
        const T* prev = alpha + (t - 1) * width;
        T la1 = prev[s], lamax = la1, la2 = neginf, la3 = neginf;
        if (s > 0) {
          la2 = prev[s - 1];
          if (la2 > lamax) lamax = la2;
        }
        if (s > 1 && prime(s - 2) != cur) {
          la3 = prev[s - 2];
          if (la3 > lamax) lamax = la3;
        }
        if (lamax == neginf) lamax = 0;
        alpha[t * width + s] =
            std::log(std::exp(la1 - lamax) + std::exp(la2 - lamax) + std::exp(la3 - lamax)) + lamax + logp(t, cur);
      }
    T* out = static_cast<T*>(nll.data_ptr());
    if (in_len == 0) {
      out[b] = tl == 0 ? T(0) : std::numeric_limits<T>::infinity();
      continue;
    }
    const T* last = alpha + (in_len - 1) * width;
    T l1 = last[tl * 2], l2 = tl > 0 ? last[tl * 2 - 1] : neginf;
    T m = l1 > l2 ? l1 : l2;
    m = m == neginf ? T(0) : m;
    out[b] = -(std::log(std::exp(l1 - m) + std::exp(l2 - m)) + m);
  }
  return {nll, alpha_t};
}

std::vector<int64_t> lengthsOf(const IValue& v, const char* what) {
  if (!v.isTensor()) return toIntVector(v);
  Tensor t = toTensor(v).to(ScalarType::Long).contiguous();
  TS_CHECK(t.dim() <= 1, std::string("ctc_loss: ") + what + " must be a 1-D tensor");
  const int64_t* p = static_cast<const int64_t*>(t.data_ptr());
  return std::vector<int64_t>(p, p + t.numel());
}

/// _ctc_loss's (neg_log_likelihood, log_alpha); a 2-D log_probs is one
/// unbatched sample, as ATen's ctc_loss unsqueezes it.
std::pair<Tensor, Tensor> ctcLoss(const IValue* a, int64_t blank) {
  CtcArgs c;
  Tensor lp = toTensor(a[0]);
  const bool unbatched = lp.dim() == 2;
  if (unbatched) lp = lp.unsqueeze(1);
  TS_CHECK(lp.dim() == 3, "ctc_loss: log_probs must be 2-D or 3-D");
  c.log_probs = lp.contiguous();
  c.targets = toTensor(a[1]).to(ScalarType::Long).contiguous();
  c.input_lengths = lengthsOf(a[2], "input_lengths");
  c.target_lengths = lengthsOf(a[3], "target_lengths");
  c.blank = blank;
  const int64_t n = c.log_probs.size(1);
  TS_CHECK(static_cast<int64_t>(c.input_lengths.size()) == n, "input_lengths must be of size batch_size");
  TS_CHECK(static_cast<int64_t>(c.target_lengths.size()) == n, "target_lengths must be of size batch_size");
  TS_CHECK(blank >= 0 && blank < c.log_probs.size(2), "blank must be in label range");
  std::pair<Tensor, Tensor> out;
  nn_detail::dispatchFloatDouble(c.log_probs.dtype(), "ctc_loss_cpu", [&](auto tag) {
    using T = typename decltype(tag)::type;
    out = ctcForward<T>(c);
  });
  return out;
}

/// ctc_loss's zero_infinity and reduction over _ctc_loss's losses
/// (reduction: 0 none, 1 mean, 2 sum, at::Reduction's values).
Tensor reduceCtc(Tensor nll, const std::vector<int64_t>& target_lengths, int64_t reduction, bool zero_infinity,
                 bool unbatched) {
  if (zero_infinity) nll = where(eq(nll, Scalar(INFINITY)), zeros({}, nll.dtype()), nll);
  if (reduction == 1) {
    Tensor tl = empty({static_cast<int64_t>(target_lengths.size())}, ScalarType::Long);
    int64_t* p = static_cast<int64_t*>(tl.data_ptr());
    for (size_t i = 0; i < target_lengths.size(); ++i) p[i] = target_lengths[i];
    return mean(div(nll, clamp_min(tl.to(nll.dtype()), Scalar(1))));
  }
  if (reduction == 2) return sum(nll);
  return unbatched ? squeeze(nll, 0) : nll;
}

}  // namespace

void addNnCtcLossOps(Registry& r) {
  auto loss = [](const IValue* a) {
    const bool unbatched = toTensor(a[0]).dim() == 2;
    auto [nll, alpha] = ctcLoss(a, toInt(a[4]));
    return reduceCtc(nll, lengthsOf(a[3], "target_lengths"), toInt(a[5]), toBool(a[6]), unbatched);
  };
  r.add("aten::ctc_loss.IntList(Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, "
        "int blank=0, int reduction=1, bool zero_infinity=False) -> Tensor",
        kern<7>(loss));
  r.add("aten::ctc_loss.Tensor(Tensor log_probs, Tensor targets, Tensor input_lengths, Tensor target_lengths, "
        "int blank=0, int reduction=1, bool zero_infinity=False) -> Tensor",
        kern<7>(loss));
  r.add("aten::_ctc_loss(Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, int blank=0, "
        "bool zero_infinity=False) -> (Tensor, Tensor)",
        kern<6>([](const IValue* a) {
          auto [nll, alpha] = ctcLoss(a, toInt(a[4]));
          return std::make_tuple(nll, alpha);
        }));
}

}  // namespace ts::detail
