// ===--- nn_activation.cpp - activation kernels ---------------------------=== //
// Each kernel maps elements in calc_t (float for float32 input), with the
// Scalar coefficients first cast to that type, so results round like ATen's.
#include "tensor/nn_activation.h"

#include <cmath>

#include "tensor/nn_gelu.h"
#include "tensor/nn_softmax.h"
#include "tensor/nn_util.h"

namespace ts::nn {

using nn_detail::mapFloat;

Tensor assignResult(const Tensor& self, const Tensor& result) {
  copy_(self, result);
  return self;
}

Tensor elu(const Tensor& self, const Scalar& alpha, const Scalar& scale, const Scalar& input_scale) {
  return mapFloat(self, "elu", [&](auto x) {
    using C = decltype(x);
    const C negcoef = static_cast<C>(alpha.toDouble()) * static_cast<C>(scale.toDouble());
    const C poscoef = static_cast<C>(scale.toDouble());
    const C negiptcoef = static_cast<C>(input_scale.toDouble());
    return x <= C(0) ? (std::exp(x * negiptcoef) - C(1)) * negcoef : x * poscoef;
  });
}

Tensor selu(const Tensor& self) {
  // The constants of Klambauer et al. (2017), as ATen spells them.
  return elu(self, Scalar(1.6732632423543772848170429916717), Scalar(1.0507009873554804934193349852946));
}

Tensor celu(const Tensor& self, const Scalar& alpha) {
  TS_CHECK(alpha.toDouble() != 0.0, "ZeroDivisionError: alpha cannot be 0 for CELU");
  return elu(self, alpha, Scalar(1.0), Scalar(1.0 / alpha.toDouble()));
}

Tensor gelu(const Tensor& self, const std::string& approximate) {
  if (approximate == "tanh") {
    return mapFloat(self, "GeluKernelImpl", [](auto x) {
      using C = decltype(x);
      const C beta = static_cast<C>(M_SQRT2 * M_2_SQRTPI * 0.5);
      const C kappa = static_cast<C>(0.044715);
      const C inner = beta * (x + kappa * x * x * x);
      return C(0.5) * x * (C(1) + std::tanh(inner));
    });
  }
  TS_CHECK(approximate == "none", "approximate argument must be either none or tanh.");
  if (self.dtype() == ScalarType::Float || self.dtype() == ScalarType::Double) return geluErf(self);
  return mapFloat(self, "GeluKernelImpl", [](auto x) {
    using C = decltype(x);
    return x * C(0.5) * (C(1) + std::erf(x * static_cast<C>(M_SQRT1_2)));
  });
}

Tensor silu(const Tensor& self) {
  return mapFloat(self, "silu", [](auto x) { return x / (decltype(x)(1) + std::exp(-x)); });
}

Tensor mish(const Tensor& self) {
  return mapFloat(self, "mish", [](auto x) { return x * std::tanh(std::log1p(std::exp(x))); });
}

Tensor softplus(const Tensor& self, const Scalar& beta, const Scalar& threshold) {
  return mapFloat(self, "softplus", [&](auto x) {
    using C = decltype(x);
    const C b = static_cast<C>(beta.toDouble());
    const C th = static_cast<C>(threshold.toDouble());
    return (x * b) > th ? x : std::log1p(std::exp(x * b)) / b;
  });
}

Tensor leakyRelu(const Tensor& self, const Scalar& negative_slope) {
  return mapFloat(self, "leaky_relu_cpu", [&](auto x) {
    using C = decltype(x);
    return x > C(0) ? x : x * static_cast<C>(negative_slope.toDouble());
  });
}

Tensor hardtanh(const Tensor& self, const Scalar& min_val, const Scalar& max_val) {
  TS_CHECK(self.dtype() != ScalarType::Bool, "Bool inputs not supported for hardtanh");
  if (isIntegralType(self.dtype(), false)) {
    // ATen keeps integer results: the bounds are truncated to integers.
    const int64_t lo = min_val.toLong(), hi = max_val.toLong();
    TS_CHECK(self.dtype() != ScalarType::Byte || (lo >= 0 && hi >= 0),
             "cannot do hardtanh on an unsigned type with negative limits");
    return clamp(self, Scalar(lo), Scalar(hi));
  }
  return clamp(self, min_val, max_val);
}

Tensor relu6(const Tensor& self) { return hardtanh(self, Scalar(int64_t(0)), Scalar(int64_t(6))); }

Tensor hardswish(const Tensor& self) {
  return mapFloat(self, "hardswish_cpu", [](auto x) {
    using C = decltype(x);
    return x * std::min(std::max(x + C(3), C(0)), C(6)) / C(6);
  });
}

Tensor hardsigmoid(const Tensor& self) {
  return mapFloat(self, "hardsigmoid_cpu", [](auto x) {
    using C = decltype(x);
    return std::min(std::max(x + C(3), C(0)), C(6)) / C(6);
  });
}

Tensor hardshrink(const Tensor& self, const Scalar& lambd) {
  return mapFloat(self, "hardshrink_cpu", [&](auto x) {
    using C = decltype(x);
    const C l = static_cast<C>(lambd.toDouble());
    return (x >= -l && x <= l) ? C(0) : x;
  });
}

Tensor softshrink(const Tensor& self, const Scalar& lambd) {
  return mapFloat(self, "softshrink_cpu", [&](auto x) {
    using C = decltype(x);
    const C l = static_cast<C>(lambd.toDouble());
    return x > l ? x - l : (x < -l ? x + l : C(0));
  });
}

Tensor threshold(const Tensor& self, const Scalar& th, const Scalar& value) {
  if (!isFloatingType(self.dtype())) {
    // Integer inputs: compare and replace in the input's own type.
    return where(le(self, th), full_like(self, value), self);
  }
  return mapFloat(self, "threshold_cpu", [&](auto x) {
    using C = decltype(x);
    return x <= static_cast<C>(th.toDouble()) ? static_cast<C>(value.toDouble()) : x;
  });
}

Tensor logSigmoid(const Tensor& self) {
  // The stable form of ATen's log_sigmoid_cpu_kernel, which writes a
  // contiguous result whatever the input's layout.
  return mapFloat(self.contiguous(), "log_sigmoid_cpu", [](auto x) {
    using C = decltype(x);
    const C max_elem = std::max(C(0), -x);
    const C z = std::exp(-max_elem) + std::exp(-x - max_elem);
    return -(max_elem + std::log(z));
  });
}

Tensor glu(const Tensor& self, int64_t dim) {
  TS_CHECK(self.dim() > 0, "glu does not support scalars because halving size must be even");
  const int64_t d = maybeWrapDim(dim, self.dim());
  const int64_t n = self.size(d);
  TS_CHECK(n % 2 == 0, "Halving dimension must be even, but dimension " + std::to_string(d) + " is size " +
                           std::to_string(n));
  // Both halves keep their strides: the product is laid out as ATen's
  // TensorIterator lays it out (channels-last stays channels-last).
  Tensor a = self.narrow(d, 0, n / 2);
  Tensor b = self.narrow(d, n / 2, n / 2);
  Tensor gate = mapFloat(b, "glu", [](auto x) { return decltype(x)(1) / (decltype(x)(1) + std::exp(-x)); });
  return mul(a, gate);
}

Tensor prelu(const Tensor& self, const Tensor& weight) {
  const int64_t wn = weight.numel();
  Tensor w = weight;
  if (wn != 1) {
    TS_CHECK(self.dim() > 0, "Not allow zero-dim input tensor.");
    const int64_t channels = self.dim() >= 2 ? self.size(1) : 1;
    TS_CHECK(channels == wn, "Mismatch of parameter numbers and input channel size. Found parameter numbers = " +
                                 std::to_string(wn) + " and channel size = " + std::to_string(channels) + ".");
    if (self.dim() >= 2) {
      std::vector<int64_t> shape(self.dim(), 1);
      shape[1] = wn;
      w = weight.reshape(shape);
    }
  }
  return where(gt(self, Scalar(int64_t(0))), self, mul(self, w));
}

Tensor softmax(const Tensor& self, int64_t dim, bool log) {
  const int64_t d = maybeWrapDim(dim, self.dim());
  TS_CHECK(isFloatingType(self.dtype()), std::string("\"") + (log ? "log_softmax" : "softmax") +
                                             (d == self.dim() - 1 ? "_lastdim_kernel_impl" : "_kernel_impl") +
                                             "\" not implemented for '" + scalarTypeName(self.dtype()) + "'");
  if (self.dim() == 0) return log ? zeros_like(self) : ones_like(self);
  if (self.numel() == 0) return self.clone();
  // ATen's softmax kernels write a contiguous result, whatever the input's layout.
  if (d == self.dim() - 1 && (self.dtype() == ScalarType::Float || self.dtype() == ScalarType::Double))
    return softmaxLastDim(self, log).contiguous();
  // Shift by the maximum so exp cannot overflow (the form ATen's kernels use).
  Tensor shifted = sub(self, amax(self, {d}, true));
  Tensor e = exp(shifted);
  Tensor s = sum(e, {d}, true);
  return (log ? sub(shifted, ts::log(s)) : div(e, s)).contiguous();
}

}  // namespace ts::nn
