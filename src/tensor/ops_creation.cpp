// ===--- ops_creation.cpp - factory functions ------------------------------=== //
#include "tensor/ops_creation.h"

#include <cmath>
#include <limits>

#include "tensor/checked_math.h"
#include "tensor/kernel_utils.h"
#include "tensor/ops_copy.h"

namespace ts {

namespace {
ScalarType inferFromScalar(const Scalar& s) {
  if (s.isBoolean()) return ScalarType::Bool;
  if (s.isIntegral(false)) return ScalarType::Long;
  if (s.isComplex()) return defaultComplexType();
  return defaultFloatType();
}
}  // namespace

Tensor empty(IntArrayRef size, std::optional<ScalarType> dtype) {
  return emptyTensor(size, dtype.value_or(defaultFloatType()));
}

Tensor zeros(IntArrayRef size, std::optional<ScalarType> dtype) {
  Tensor t = empty(size, dtype);
  if (t.numel() > 0) std::memset(t.data_ptr(), 0, static_cast<size_t>(t.numel()) * t.element_size());
  return t;
}

Tensor ones(IntArrayRef size, std::optional<ScalarType> dtype) {
  return fill_(empty(size, dtype), Scalar(int64_t(1)));
}

Tensor full(IntArrayRef size, const Scalar& fill_value, std::optional<ScalarType> dtype) {
  return fill_(emptyTensor(size, dtype.value_or(inferFromScalar(fill_value))), fill_value);
}

Tensor zeros_like(const Tensor& self, std::optional<ScalarType> dtype) {
  return zero_(empty_like(self, dtype));
}

Tensor ones_like(const Tensor& self, std::optional<ScalarType> dtype) {
  return fill_(empty_like(self, dtype), Scalar(int64_t(1)));
}

Tensor full_like(const Tensor& self, const Scalar& fill_value, std::optional<ScalarType> dtype) {
  return fill_(empty_like(self, dtype), fill_value);
}

Tensor scalar_tensor(const Scalar& s, std::optional<ScalarType> dtype) {
  return scalarTensor(s, dtype.value_or(inferFromScalar(s)));
}

// ---- arange / linspace ------------------------------------------------------------

namespace {

/// at::acc_type<T, /*is_cuda=*/false>.
template <typename T> struct AccType { using type = T; };
template <> struct AccType<float> { using type = double; };
template <> struct AccType<Half> { using type = float; };
template <> struct AccType<BFloat16> { using type = float; };
template <> struct AccType<uint8_t> { using type = int64_t; };
template <> struct AccType<int8_t> { using type = int64_t; };
template <> struct AccType<int16_t> { using type = int64_t; };
template <> struct AccType<int32_t> { using type = int64_t; };

std::string numStr(double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%g", v);
  return buf;
}

// Note [arange values]: ATen fills 2 vectors of 32 bytes at a time with
// base = start + step * idx (rounded to T) plus k * step, and the remaining
// tail with start + step * idx; replicating that is what makes float32
// aranges agree bit for bit (arange(0, 1, 0.1)[9] is 0.9000000357...).
template <typename T, typename A>
void fillArange(T* out, int64_t n, A start, A step) {
  constexpr int64_t kVec = 32 / static_cast<int64_t>(sizeof(T));
  int64_t i = 0;
  if constexpr (std::is_floating_point_v<T> || IsHalfLike<T>::value) {
    for (; i + 2 * kVec <= n; i += kVec) {
      T base = castValue<T>(start + step * static_cast<A>(i));
      for (int64_t k = 0; k < kVec; ++k) {
        out[i + k] = castValue<T>(static_cast<A>(base) + static_cast<A>(k) * step);
      }
      i += kVec;
      base = castValue<T>(start + step * static_cast<A>(i));
      for (int64_t k = 0; k < kVec; ++k) {
        out[i + k] = castValue<T>(static_cast<A>(base) + static_cast<A>(k) * step);
      }
    }
  }
  for (; i < n; ++i) out[i] = castValue<T>(start + step * static_cast<A>(i));
}

}  // namespace

Tensor arange(const Scalar& start, const Scalar& end, const Scalar& step, std::optional<ScalarType> dtype) {
  bool all_int = start.isIntegral(true) && end.isIntegral(true) && step.isIntegral(true);
  ScalarType dt = dtype.value_or(all_int ? ScalarType::Long : defaultFloatType());
  Tensor result;
  dispatchFamily<Family::Numeric>(dt, "arange_cpu", [&](auto tag) {
    using T = typename decltype(tag)::type;
    using A = typename AccType<T>::type;
    A xstart = start.to<A>(), xend = end.to<A>(), xstep = step.to<A>();
    TS_CHECK(xstep > 0 || xstep < 0, "step must be nonzero");
    TS_CHECK(std::isfinite(static_cast<double>(xstart)) && std::isfinite(static_cast<double>(xend)),
             "unsupported range: " + numStr(static_cast<double>(xstart)) + " -> " +
                 numStr(static_cast<double>(xend)));
    TS_CHECK((xstep > 0 && xend >= xstart) || (xstep < 0 && xend <= xstart),
             "upper bound and larger bound inconsistent with step sign");
    double size_d;
    if constexpr (std::is_same_v<T, int64_t>) {
      // Note [arange size]: ATen forms this in wrapping int64 arithmetic, so
      // arange(-2**63, 2**63-1) fails its "invalid size" check; the one
      // quotient x86 cannot form (INT64_MIN / -1) is 2^63.
      int64_t sgn = (xstep > 0) - (xstep < 0);
      int64_t num = wrappingAdd(wrappingAdd(xend, wrappingMul(xstart, -1)), wrappingAdd(xstep, -sgn));
      size_d = num == std::numeric_limits<int64_t>::min() && xstep == -1
                   ? std::ldexp(1.0, 63)
                   : std::ceil(static_cast<double>(num / xstep));
    } else {
      size_d = std::ceil((end.toDouble() - start.toDouble()) / step.toDouble());
    }
    TS_CHECK(size_d >= 0 && size_d <= static_cast<double>(std::numeric_limits<int64_t>::max()),
             "invalid size, possible overflow?");
    // 2^63 passes that check (INT64_MAX rounds up to it) and converts to
    // INT64_MIN on x86, which the size's SymInt check then rejects.
    int64_t n = size_d >= std::ldexp(1.0, 63) ? std::numeric_limits<int64_t>::min()
                                              : static_cast<int64_t>(size_d);
    checkSymIntRange({n});
    result = emptyTensor({n}, dt);
    fillArange<T, A>(static_cast<T*>(result.data_ptr()), n, xstart, xstep);
  });
  return result;
}

Tensor arange(const Scalar& end, std::optional<ScalarType> dtype) {
  return arange(Scalar(int64_t(0)), end, Scalar(int64_t(1)), dtype);
}

Tensor arange(const Scalar& start, const Scalar& end, std::optional<ScalarType> dtype) {
  return arange(start, end, Scalar(int64_t(1)), dtype);
}

Tensor linspace(const Scalar& start, const Scalar& end, int64_t steps, std::optional<ScalarType> dtype) {
  TS_CHECK(steps >= 0, "number of steps must be non-negative");
  ScalarType dt = dtype.value_or(defaultFloatType());
  Tensor result = emptyTensor({steps}, dt);
  if (steps == 0) return result;
  if (steps == 1) return fill_(result, start);
  dispatchFamily<Family::Numeric>(dt, "linspace_cpu", [&](auto tag) {
    using T = typename decltype(tag)::type;
    using S = std::conditional_t<std::is_integral_v<T>, double, calc_t<T>>;
    S s = start.to<S>(), e = end.to<S>();
    S step = (e - s) / static_cast<S>(steps - 1);
    int64_t halfway = steps / 2;
    T* out = static_cast<T*>(result.data_ptr());
    // A float32 linspace keeps a float step but forms start + step * i in
    // double before rounding (measured against PyTorch 1.13, all indices).
    using W = std::conditional_t<std::is_same_v<T, float>, double, S>;
    auto at = [&](int64_t i) -> W {
      return i < halfway ? W(s) + W(step) * static_cast<W>(i) : W(e) - W(step) * static_cast<W>(steps - i - 1);
    };
    // Same vector-pair pattern as fillArange (Note [arange values]).
    constexpr int64_t kVec = 32 / static_cast<int64_t>(sizeof(T));
    int64_t i = 0;
    for (; i + 2 * kVec <= steps; i += 2 * kVec) {
      for (int64_t h = 0; h < 2; ++h) {
        int64_t b = i + h * kVec;
        if constexpr (std::is_same_v<T, double>) {
          // float64 blocks: fused multiply-adds for the base and each lane
          // (measured against PyTorch 1.13; a rare last-bit difference remains).
          double base = b < halfway ? std::fma(step, static_cast<double>(b), s)
                                    : std::fma(-step, static_cast<double>(steps - b - 1), e);
          for (int64_t k = 0; k < kVec; ++k) out[b + k] = std::fma(static_cast<double>(k), step, base);
          continue;
        }
        T base = castValue<T>(at(b));
        for (int64_t k = 0; k < kVec; ++k) {
          out[b + k] = castValue<T>(static_cast<S>(static_cast<calc_t<T>>(base)) + static_cast<S>(k) * step);
        }
      }
    }
    for (; i < steps; ++i) {
      if constexpr (std::is_same_v<T, double>) {
        // ATen's scalar tail is contracted to fused multiply-adds too
        // (linspace(-1, 1, 7, dtype=float64)[3] is 5.5511e-17, not 0).
        out[i] = i < halfway ? std::fma(step, static_cast<double>(i), s) : std::fma(-step, static_cast<double>(steps - i - 1), e);
        continue;
      }
      out[i] = castValue<T>(at(i));
    }
  });
  return result;
}

Tensor eye(int64_t n, std::optional<int64_t> m_opt, std::optional<ScalarType> dtype) {
  TS_CHECK(n >= 0, "n must be greater or equal to 0, got " + std::to_string(n));
  int64_t m = m_opt.value_or(n);
  TS_CHECK(m >= 0, "m must be greater or equal to 0, got " + std::to_string(m));
  checkedNumel({n, m});  // ATen's resize_ checks numel before the storage size
  Tensor t = zeros({n, m}, dtype);
  Tensor one = scalarTensor(Scalar(int64_t(1)), t.dtype());
  for (int64_t i = 0; i < std::min(n, m); ++i) copy_(t.select(0, i).select(0, i), one);
  return t;
}

// ---- torch.tensor ------------------------------------------------------------------

namespace {

void inferShape(const NestedList& data, DimVector& shape) {
  const NestedList* cur = &data;
  while (!cur->is_leaf) {
    shape.push_back(static_cast<int64_t>(cur->items.size()));
    if (cur->items.empty()) break;
    cur = &cur->items[0];
  }
}

void collect(const NestedList& node, const DimVector& shape, size_t dim, std::vector<Scalar>& out) {
  if (dim == shape.size()) {
    TS_CHECK(node.is_leaf, "'list' object cannot be interpreted as an integer", ErrorKind::TypeError);
    out.push_back(node.value);
    return;
  }
  TS_CHECK(!node.is_leaf, "not a sequence", ErrorKind::TypeError);
  if (static_cast<int64_t>(node.items.size()) != shape[dim]) {
    throw Error("expected sequence of length " + std::to_string(shape[dim]) + " at dim " +
                    std::to_string(dim) + " (got " + std::to_string(node.items.size()) + ")",
                ErrorKind::ValueError);
  }
  for (const auto& item : node.items) collect(item, shape, dim + 1, out);
}

}  // namespace

Tensor tensorFromScalars(const std::vector<Scalar>& values, IntArrayRef shape,
                         std::optional<ScalarType> dtype) {
  ScalarType dt = ScalarType::Bool;
  if (dtype) {
    dt = *dtype;
  } else if (values.empty()) {
    dt = defaultFloatType();
  } else {
    for (const Scalar& v : values) {
      ScalarType t = inferFromScalar(v);
      if (isComplexType(t)) dt = t;
      else if (isFloatingType(t) && !isComplexType(dt)) dt = t;
      else if (t == ScalarType::Long && dt == ScalarType::Bool) dt = t;
    }
  }
  Tensor out = emptyTensor(shape, dt);
  TS_CHECK(static_cast<int64_t>(values.size()) == out.numel(), "tensorFromScalars: shape mismatch");
  TS_DISPATCH_ALL_AND_COMPLEX(dt, "tensor", [&] {
    scalar_t* p = static_cast<scalar_t*>(out.data_ptr());
    for (size_t i = 0; i < values.size(); ++i) p[i] = values[i].to<scalar_t>();
  });
  return out;
}

Tensor tensorFromData(const NestedList& data, std::optional<ScalarType> dtype) {
  DimVector shape;
  inferShape(data, shape);
  std::vector<Scalar> values;
  collect(data, shape, 0, values);
  return tensorFromScalars(values, shape, dtype);
}

}  // namespace ts
