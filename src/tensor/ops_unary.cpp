// ===--- ops_unary.cpp - unary elementwise kernels -------------------------=== //
// runUnary computes in `compute` dtype and writes `out_dtype`; each op is a
// maker returning the per-element lambda for a TypeTag.
#include "tensor/ops_unary.h"

#include <algorithm>
#include <cmath>
#include <complex>
#include <optional>
#include <limits>

#include "tensor/kernel_utils.h"
#include "tensor/loops.h"
#include "tensor/ops_copy.h"
#include "tensor/ops_creation.h"
#include "tensor/parallel.h"
#include "tensor/tensor_iterator.h"
#include "tensor/vec_math.h"
#include "tensor/type_promotion.h"

namespace ts {

namespace {

constexpr ScalarType kU = ScalarType::Undefined;

template <Family F, typename Maker>
Tensor runUnary(const char* name, const Tensor& a, const Tensor& out, ScalarType compute,
                ScalarType out_dtype, Maker make) {
  TensorIter it;
  it.addOutput(out).addInput(a).commonDtype(compute).promoteInputsToCommonDtype()
      .outputDtype(out_dtype).checkOutputCast();
  it.build();
  bool bool_out = out_dtype == ScalarType::Bool;
  dispatchFamily<F>(compute, name, [&](auto tag) {
    using T = typename decltype(tag)::type;
    using C = calc_t<T>;
    auto f = make(tag);
    if (bool_out) {
      unaryKernel<bool, T>(it, [f](T x) -> bool { return castValue<bool>(f(static_cast<C>(x))); });
    } else {
      unaryKernel<T, T>(it, [f](T x) -> T { return castValue<T>(f(static_cast<C>(x))); });
    }
  });
  return it.finish();
}

/// Integer/bool inputs compute in the default float dtype.
ScalarType floatCompute(ScalarType t) {
  return isIntegralType(t, true) ? defaultFloatType() : t;
}

/// fn in floating point; integer and bool inputs compute in the default
/// float dtype. ATen's kernel for some ops (sqrt, asinh, ...) has no half case.
template <typename Fn>
Tensor floatOp(const char* name, bool half_ok, const Tensor& self, const Tensor& out, Fn fn) {
  ScalarType compute = floatCompute(self.dtype());
  if (compute == ScalarType::Half && !half_ok) detail::throwNotImplemented(name, compute);
  auto make = [fn](auto tag) {
    using C = calc_t<typename decltype(tag)::type>;
    return [fn](C x) -> C { return fn(x); };
  };
  return runUnary<Family::Floating>(name, self, out, compute, kU, make);
}

/// Vectorized<BFloat16>'s float-to-bfloat16 conversion: round to nearest
/// even like c10::BFloat16, except that AVX2's turns every NaN into 0xffff
/// (c10's scalar conversion gives 0x7fc0).
BFloat16 vecToBFloat16(float f) {
  return f != f && vecMathUsesAvx2() ? BFloat16::fromBits(0xffff) : BFloat16(f);
}

/// A bfloat16 run through float32 math, as Vectorized<BFloat16> converts
/// its halves to float and calls the float functions: vml elements all go
/// through them; cpu_kernel_vec's blocks are 32 elements (one bfloat16
/// vector), vectorized when the run is contiguous or its input broadcast,
/// and the scalar lambdas compute in float too. Strides are in bytes.
void mathRunBFloat16(MathFn mf, const char* in, int64_t in_stride, char* out, int64_t out_stride, int64_t n) {
  constexpr int64_t kSize = sizeof(BFloat16), kBlock = 32, kBuf = 256;  // kBuf % kBlock == 0
  bool vectorized = out_stride == kSize && (in_stride == kSize || in_stride == 0);
  int64_t vec_end = mathFnIsVml(mf) ? n : vectorized ? n / kBlock * kBlock : 0;
  float buf[kBuf];
  for (int64_t start = 0; start < n; start += kBuf) {
    int64_t len = std::min(kBuf, n - start);
    for (int64_t i = 0; i < len; ++i) {
      buf[i] = *reinterpret_cast<const BFloat16*>(in + (start + i) * in_stride);
    }
    int64_t vec_len = std::clamp<int64_t>(vec_end - start, 0, len);
    mathRun(mf, buf, buf, vec_len);  // whole float blocks for cpu_kernel_vec ops
    for (int64_t i = vec_len; i < len; ++i) buf[i] = mathScalar(mf, buf[i]);
    for (int64_t i = 0; i < len; ++i) {
      *reinterpret_cast<BFloat16*>(out + (start + i) * out_stride) = i < vec_len ? vecToBFloat16(buf[i]) : BFloat16(buf[i]);
    }
  }
}

/// fn of a complex value through the C++ library, as ATen's complex kernels
/// map std:: functions over Vectorized<c10::complex>; nullopt when ATen has
/// no complex kernel for fn.
template <typename T>
std::optional<std::complex<T>> complexMath(MathFn mf, std::complex<T> z) {
  switch (mf) {
    case MathFn::Exp: return std::exp(z);
    case MathFn::Log: return std::log(z);
    case MathFn::Log10: return std::log10(z);
    case MathFn::Sin: return std::sin(z);
    case MathFn::Cos: return std::cos(z);
    case MathFn::Tan: return std::tan(z);
    case MathFn::Asin: return std::asin(z);
    case MathFn::Acos: return std::acos(z);
    case MathFn::Atan: return std::atan(z);
    case MathFn::Sinh: return std::sinh(z);
    case MathFn::Cosh: return std::cosh(z);
    case MathFn::Tanh: return std::tanh(z);
    case MathFn::Sqrt: return std::sqrt(z);
    case MathFn::Reciprocal: return complexReciprocal(z);  // Note [Complex division]
    default: return std::nullopt;
  }
}

Tensor complexMathOp(const char* name, MathFn mf, const Tensor& self, const Tensor& out) {
  // ATen 1.13 has no ComplexHalf math kernels on CPU.
  if (!complexMath(mf, std::complex<double>(0, 0)) || self.dtype() == ScalarType::ComplexHalf)
    detail::throwNotImplemented(name, self.dtype());
  TensorIter it;
  it.addOutput(out).addInput(self).commonDtype(self.dtype()).promoteInputsToCommonDtype().checkOutputCast();
  it.build();
  auto run = [&](auto tag) {
    using C = std::complex<typename decltype(tag)::type>;
    it.forEach([&](char** data, const int64_t* s, int64_t n) {
      for (int64_t i = 0; i < n; ++i)
        *reinterpret_cast<C*>(data[0] + i * s[0]) = *complexMath(mf, *reinterpret_cast<const C*>(data[1] + i * s[1]));
    });
  };
  if (self.dtype() == ScalarType::ComplexFloat) run(TypeTag<float>{});
  else run(TypeTag<double>{});
  return it.finish();
}

/// float32, float64 and bfloat16 go through vec_math, which computes each
/// element as PyTorch's AVX2 kernel does (Note [PyTorch's math paths]).
Tensor mathOp(const char* name, MathFn mf, const Tensor& self, const Tensor& out) {
  ScalarType compute = floatCompute(self.dtype());
  if (isComplexType(self.dtype())) return complexMathOp(name, mf, self, out);
  if (compute != ScalarType::Float && compute != ScalarType::Double && compute != ScalarType::BFloat16) {
    detail::throwNotImplemented(name, compute);
  }
  TensorIter it;
  it.addOutput(out).addInput(self).commonDtype(compute).promoteInputsToCommonDtype().checkOutputCast();
  it.build();
  auto run = [&](auto tag) {
    using T = typename decltype(tag)::type;
    it.parallelForEach([&](char** data, const int64_t* s, int64_t n) {
      const T* in = reinterpret_cast<const T*>(data[1]);
      T* o = reinterpret_cast<T*>(data[0]);
      if (s[0] == sizeof(T) && s[1] == sizeof(T)) {
        mathRun(mf, in, o, n);
      } else {
        mathRunStrided(mf, in, s[1] / int64_t(sizeof(T)), o, s[0] / int64_t(sizeof(T)), n);
      }
    });
  };
  if (compute == ScalarType::Float) {
    run(TypeTag<float>{});
  } else if (compute == ScalarType::Double) {
    run(TypeTag<double>{});
  } else {
    it.parallelForEach([&](char** data, const int64_t* s, int64_t n) {
      mathRunBFloat16(mf, data[1], s[1], data[0], s[0], n);
    });
  }
  return it.finish();
}

}  // namespace

#define TS_MATH_UNARY(name, kernel, fn)                                                  \
  Tensor name(const Tensor& self) { return mathOp(kernel, MathFn::fn, self, Tensor()); } \
  Tensor name##_(const Tensor& self) { return mathOp(kernel, MathFn::fn, self, self); }

namespace {

/// ATen's calc_erfinv: a rational first guess (Pavlis' erfinv, central
/// range |y| <= 0.7 and tails), then two Newton steps on erf, in T.
template <typename T>
T calcErfinv(T y) {
  const T a[4] = {T(0.886226899), T(-1.645349621), T(0.914624893), T(-0.140543331)};
  const T b[4] = {T(-2.118377725), T(1.442710462), T(-0.329097515), T(0.012229801)};
  const T c[4] = {T(-1.970840454), T(-1.624906493), T(3.429567803), T(1.641345311)};
  const T d[2] = {T(3.543889200), T(1.637067800)};
  const T y_abs = std::abs(y);
  if (y_abs > T(1)) return std::numeric_limits<T>::quiet_NaN();
  if (y_abs == T(1)) return std::copysign(std::numeric_limits<T>::infinity(), y);
  T x;
  if (y_abs <= T(0.7)) {
    const T z = y * y;
    const T num = ((a[3] * z + a[2]) * z + a[1]) * z + a[0];
    const T dem = (((b[3] * z + b[2]) * z + b[1]) * z + b[0]) * z + T(1);
    x = y * num / dem;
  } else {
    const T z = std::sqrt(-std::log((T(1) - y_abs) / T(2)));
    const T num = ((c[3] * z + c[2]) * z + c[1]) * z + c[0];
    const T dem = (d[1] * z + d[0]) * z + T(1);
    x = std::copysign(num, y) / dem;
  }
  const T two_over_sqrt_pi = T(2) / static_cast<T>(std::sqrt(3.14159265358979323846));
  x = x - (std::erf(x) - y) / (two_over_sqrt_pi * std::exp(-x * x));
  x = x - (std::erf(x) - y) / (two_over_sqrt_pi * std::exp(-x * x));
  return x;
}

}  // namespace

#define TS_FLOAT_UNARY(name, kernel, half_ok, expr)                                   \
  Tensor name(const Tensor& self) {                                                   \
    return floatOp(kernel, half_ok, self, Tensor(), [](auto x) { return expr; });     \
  }                                                                                   \
  Tensor name##_(const Tensor& self) {                                                \
    return floatOp(kernel, half_ok, self, self, [](auto x) { return expr; });         \
  }

// Kernel names as ATen's dispatch errors spell them.
TS_MATH_UNARY(exp, "exp_vml_cpu", Exp)
TS_MATH_UNARY(expm1, "expm1_vml_cpu", Expm1)
TS_MATH_UNARY(log, "log_vml_cpu", Log)
TS_MATH_UNARY(log2, "log2_vml_cpu", Log2)
TS_MATH_UNARY(log10, "log10_vml_cpu", Log10)
TS_MATH_UNARY(log1p, "log1p_vml_cpu", Log1p)
TS_MATH_UNARY(sin, "sin_vml_cpu", Sin)
TS_MATH_UNARY(cos, "cos_vml_cpu", Cos)
TS_MATH_UNARY(tan, "tan_vml_cpu", Tan)
TS_MATH_UNARY(asin, "asin_vml_cpu", Asin)
TS_MATH_UNARY(acos, "acos_vml_cpu", Acos)
TS_MATH_UNARY(atan, "atan_vml_cpu", Atan)
TS_MATH_UNARY(sinh, "sinh_cpu", Sinh)
TS_MATH_UNARY(cosh, "cosh_cpu", Cosh)
TS_MATH_UNARY(tanh, "tanh_vml_cpu", Tanh)
TS_MATH_UNARY(erf, "erf_vml_cpu", Erf)
TS_MATH_UNARY(erfc, "erfc_vml_cpu", Erfc)
TS_MATH_UNARY(lgamma, "lgamma_vml_cpu", Lgamma)
TS_MATH_UNARY(sigmoid, "sigmoid_cpu", Sigmoid)
TS_MATH_UNARY(sqrt, "sqrt_vml_cpu", Sqrt)
// ATen computes these with the C library on every element (cpu_kernel).
TS_FLOAT_UNARY(exp2, "exp2", true, std::exp2(x))
TS_FLOAT_UNARY(asinh, "asinh_cpu", false, std::asinh(x))
TS_FLOAT_UNARY(acosh, "acosh_cpu", false, std::acosh(x))
TS_FLOAT_UNARY(atanh, "atanh_cpu", false, std::atanh(x))
TS_FLOAT_UNARY(erfinv, "erfinv_cpu", false, calcErfinv(x))
#undef TS_FLOAT_UNARY
#undef TS_MATH_UNARY

namespace {

/// rsqrt is exactly rounded in float and double. For bfloat16, ATen's
/// cpu_kernel_vec computes 1 / sqrt(x) in float on whole vectors of 32 (a
/// contiguous run or broadcast input) but rounds twice on the tail and on
/// strided runs, where the scalar lambda's std::sqrt(BFloat16) returns a
/// BFloat16 before the division. (PyTorch's DEFAULT kernels round twice
/// everywhere: their generic Vectorized<BFloat16> maps the same lambda.)
Tensor rsqrtImpl(const Tensor& self, const Tensor& out) {
  auto fn = [](auto x) { return decltype(x)(1) / std::sqrt(x); };
  if (floatCompute(self.dtype()) != ScalarType::BFloat16) return floatOp("rsqrt_cpu", false, self, out, fn);
  TensorIter it;
  it.addOutput(out).addInput(self).commonDtype(ScalarType::BFloat16).promoteInputsToCommonDtype()
      .checkOutputCast();
  it.build();
  it.parallelForEach([&](char** data, const int64_t* s, int64_t n) {
    constexpr int64_t kSize = sizeof(BFloat16);
    bool vectorized = vecMathUsesAvx2() && s[0] == kSize && (s[1] == kSize || s[1] == 0);
    int64_t vec_end = vectorized ? n / 32 * 32 : 0;
    for (int64_t i = 0; i < n; ++i) {
      float x = *reinterpret_cast<const BFloat16*>(data[1] + i * s[1]);
      BFloat16 r = i < vec_end ? vecToBFloat16(1.0f / std::sqrt(x))
                               : BFloat16(1.0f / static_cast<float>(BFloat16(std::sqrt(x))));
      *reinterpret_cast<BFloat16*>(data[0] + i * s[0]) = r;
    }
  });
  return it.finish();
}

/// reciprocal has a half kernel, outside vec_math.
Tensor reciprocalImpl(const Tensor& self, const Tensor& out) {
  if (floatCompute(self.dtype()) == ScalarType::Half) {
    return floatOp("reciprocal_cpu", true, self, out, [](auto x) { return decltype(x)(1) / x; });
  }
  return mathOp("reciprocal_cpu", MathFn::Reciprocal, self, out);
}

}  // namespace

Tensor rsqrt(const Tensor& self) { return rsqrtImpl(self, Tensor()); }
Tensor rsqrt_(const Tensor& self) { return rsqrtImpl(self, self); }
Tensor reciprocal(const Tensor& self) { return reciprocalImpl(self, Tensor()); }
Tensor reciprocal_(const Tensor& self) { return reciprocalImpl(self, self); }

namespace {

Tensor negImpl(const Tensor& self, const Tensor& out) {
  TS_CHECK(self.dtype() != ScalarType::Bool,
           "Negation, the `-` operator, on a bool tensor is not supported. If you are trying "
           "to invert a mask, use the `~` or `logical_not()` operator instead.");
  auto make = [](auto tag) {
    using C = calc_t<typename decltype(tag)::type>;
    return [](C x) -> C {
      if constexpr (std::is_same_v<C, bool>) {
        return x;  // rejected above
      } else if constexpr (std::is_integral_v<C>) {
        return wrapSub<C>(C(0), x);
      } else {
        // keeps -0.0; ATen's AVX2 complex kernel computes 0 - x in whole
        // vectors (+0 there), its scalar tail and default build -x.
        return -x;
      }
    };
  };
  return runUnary<Family::AllComplexHalf>("neg_cpu", self, out, self.dtype(), kU, make);
}

Tensor absImpl(const Tensor& self, const Tensor& out) {
  auto make = [](auto tag) {
    using C = calc_t<typename decltype(tag)::type>;
    return [](C x) -> C {
      if constexpr (std::is_floating_point_v<C>) {
        return std::fabs(x);
      } else if constexpr (std::is_signed_v<C>) {
        return x < 0 ? wrapSub<C>(C(0), x) : x;
      } else {
        return x;
      }
    };
  };
  return runUnary<Family::Numeric>("abs_cpu", self, out, self.dtype(), kU, make);
}

enum class Rounding { Floor, Ceil, Round, Trunc, Frac };

Tensor roundImpl(const char* name, Rounding r, const Tensor& self, const Tensor& out) {
  if (isIntegralType(self.dtype(), false) && r != Rounding::Frac) {
    // Integers are already integral: ATen returns a copy.
    if (out.defined()) return out;
    return clone(self);
  }
  auto make = [r](auto tag) {
    using C = calc_t<typename decltype(tag)::type>;
    return [r](C x) -> C {
      switch (r) {
        case Rounding::Floor: return std::floor(x);
        case Rounding::Ceil: return std::ceil(x);
        case Rounding::Round: return std::nearbyint(x);
        case Rounding::Trunc: return std::trunc(x);
        case Rounding::Frac: return x - std::trunc(x);
      }
      return x;
    };
  };
  return runUnary<Family::Floating>(name, self, out, self.dtype(), kU, make);
}

Tensor signImpl(const Tensor& self, const Tensor& out) {
  auto make = [](auto tag) {
    using C = calc_t<typename decltype(tag)::type>;
    return [](C x) -> C {
      if constexpr (std::is_same_v<C, bool>) {
        return x;
      } else {
        return static_cast<C>((C(0) < x) - (x < C(0)));
      }
    };
  };
  return runUnary<Family::All>("sign_cpu", self, out, self.dtype(), kU, make);
}

Tensor squareImpl(const Tensor& self, const Tensor& out) {
  ScalarType t = self.dtype() == ScalarType::Bool ? ScalarType::Long : self.dtype();
  auto make = [](auto tag) {
    using C = calc_t<typename decltype(tag)::type>;
    return [](C x) -> C { return wrapMul<C>(x, x); };
  };
  return runUnary<Family::Numeric>("pow", self, out, t, kU, make);
}

Tensor bitwiseNotImpl(const Tensor& self, const Tensor& out) {
  auto make = [](auto tag) {
    using C = calc_t<typename decltype(tag)::type>;
    return [](C x) -> C {
      if constexpr (std::is_same_v<C, bool>) {
        return !x;
      } else {
        return static_cast<C>(~x);
      }
    };
  };
  return runUnary<Family::IntegralBool>("bitwise_not_cpu", self, out, self.dtype(), kU, make);
}

Tensor logicalNotImpl(const Tensor& self, const Tensor& out) {
  auto make = [](auto tag) {
    using C = calc_t<typename decltype(tag)::type>;
    return [](C x) -> bool { return !(x != C(0)); };
  };
  ScalarType out_dtype = out.defined() ? out.dtype() : ScalarType::Bool;
  if (out_dtype != ScalarType::Bool) {
    Tensor tmp = runUnary<Family::AllComplex>("logical_not_cpu", self, Tensor(), self.dtype(),
                                              ScalarType::Bool, make);
    return copy_(out, tmp);
  }
  return runUnary<Family::AllComplex>("logical_not_cpu", self, out, self.dtype(), ScalarType::Bool, make);
}

Tensor clampImpl(const Tensor& self, const std::optional<Scalar>& min,
                 const std::optional<Scalar>& max, const Tensor& out) {
  TS_CHECK(min || max, "torch.clamp: At least one of 'min' or 'max' must not be None");
  ResultTypeState st;
  st.update(self);
  if (min) st.update(*min);
  if (max) st.update(*max);
  ScalarType common = out.defined() ? out.dtype() : st.result();
  auto make = [&min, &max](auto tag) {
    using C = calc_t<typename decltype(tag)::type>;
    // A missing bound is the type's extreme, so the loop is two selects
    // (vectorizable) instead of branches.
    constexpr bool kFloat = std::is_floating_point_v<C>;
    C lowest = kFloat ? -std::numeric_limits<C>::infinity() : std::numeric_limits<C>::lowest();
    C highest = kFloat ? std::numeric_limits<C>::infinity() : std::numeric_limits<C>::max();
    C lo = min.has_value() ? min->to<C>() : lowest;
    C hi = max.has_value() ? max->to<C>() : highest;
    return [=](C x) -> C {
      C y = x < lo ? lo : x;
      y = y > hi ? hi : y;
      if constexpr (kFloat) {
        return x != x ? x : y;
      } else {
        return y;
      }
    };
  };
  return runUnary<Family::Numeric>("clamp_cpu", self, out, common, kU, make);
}

/// pred over the parts of each complex element: both parts must pass when
/// `both` (isfinite), either part suffices otherwise (isnan, isinf).
template <typename T, typename Pred>
Tensor complexPartsTest(const Tensor& self, Pred pred, bool both) {
  Tensor in = contiguous(self);
  Tensor out = emptyTensor(self.sizes(), ScalarType::Bool);
  const std::complex<T>* p = in.data_ptr<std::complex<T>>();
  bool* o = out.data_ptr<bool>();
  for (int64_t i = 0, n = in.numel(); i < n; ++i) {
    bool re = pred(p[i].real()), im = pred(p[i].imag());
    o[i] = both ? re && im : re || im;
  }
  return out;
}

template <typename Pred>
Tensor floatTest(const char* name, const Tensor& self, Pred pred, bool int_value) {
  if (self.dtype() == ScalarType::ComplexFloat) return complexPartsTest<float>(self, pred, int_value);
  if (self.dtype() == ScalarType::ComplexDouble) return complexPartsTest<double>(self, pred, int_value);
  if (!isFloatingType(self.dtype())) {
    Tensor out = emptyTensor(self.sizes(), ScalarType::Bool);
    return fill_(out, Scalar(int_value));
  }
  auto make = [pred](auto tag) {
    using C = calc_t<typename decltype(tag)::type>;
    return [pred](C x) -> bool { return pred(x); };
  };
  return runUnary<Family::Floating>(name, self, Tensor(), self.dtype(), ScalarType::Bool, make);
}

}  // namespace

Tensor neg(const Tensor& self) { return negImpl(self, Tensor()); }
Tensor neg_(const Tensor& self) { return negImpl(self, self); }
/// |z| of a complex tensor: a real tensor of the same shape.
template <typename T>
Tensor complexAbs(const Tensor& self) {
  Tensor in = contiguous(self);
  Tensor out = empty(self.sizes(), toRealValueType(self.dtype()));
  const std::complex<T>* p = in.data_ptr<std::complex<T>>();
  T* o = out.data_ptr<T>();
  for (int64_t i = 0; i < in.numel(); ++i) o[i] = std::abs(p[i]);
  return out;
}

Tensor abs(const Tensor& self) {
  // ATen: empty_like(self) of the real dtype (complex angle, by contrast, is contiguous).
  if (self.dtype() == ScalarType::ComplexFloat) return inLayoutOf(complexAbs<float>(self), self);
  if (self.dtype() == ScalarType::ComplexDouble) return inLayoutOf(complexAbs<double>(self), self);
  return absImpl(self, Tensor());
}
Tensor abs_(const Tensor& self) {
  TS_CHECK(!self.is_complex(), "In-place abs is not supported for complex tensors.");
  return absImpl(self, self);
}
Tensor floor(const Tensor& self) { return roundImpl("floor_cpu", Rounding::Floor, self, Tensor()); }
Tensor floor_(const Tensor& self) { return roundImpl("floor_cpu", Rounding::Floor, self, self); }
Tensor ceil(const Tensor& self) { return roundImpl("ceil_cpu", Rounding::Ceil, self, Tensor()); }
Tensor ceil_(const Tensor& self) { return roundImpl("ceil_cpu", Rounding::Ceil, self, self); }
Tensor round(const Tensor& self) { return roundImpl("round_cpu", Rounding::Round, self, Tensor()); }
Tensor round_(const Tensor& self) { return roundImpl("round_cpu", Rounding::Round, self, self); }
Tensor trunc(const Tensor& self) { return roundImpl("trunc_cpu", Rounding::Trunc, self, Tensor()); }
Tensor trunc_(const Tensor& self) { return roundImpl("trunc_cpu", Rounding::Trunc, self, self); }
Tensor frac(const Tensor& self) { return roundImpl("frac_cpu", Rounding::Frac, self, Tensor()); }
Tensor frac_(const Tensor& self) { return roundImpl("frac_cpu", Rounding::Frac, self, self); }
Tensor sign(const Tensor& self) { return signImpl(self, Tensor()); }
Tensor sign_(const Tensor& self) { return signImpl(self, self); }
Tensor square(const Tensor& self) { return squareImpl(self, Tensor()); }
Tensor square_(const Tensor& self) { return squareImpl(self, self); }
Tensor bitwise_not(const Tensor& self) { return bitwiseNotImpl(self, Tensor()); }
Tensor bitwise_not_(const Tensor& self) { return bitwiseNotImpl(self, self); }
Tensor logical_not(const Tensor& self) { return logicalNotImpl(self, Tensor()); }
Tensor logical_not_(const Tensor& self) { return logicalNotImpl(self, self); }
namespace {

// Note [Contiguous relu]: relu of a contiguous float tensor (after every
// conv and in every feed-forward block) skips TensorIter for one select loop
// in clones up to AVX-512. x < 0 ? 0 : x is clampImpl's value for every
// input: NaN and -0 compare false and pass through.
#define TS_RELU_CLONES __attribute__((target_clones("arch=x86-64-v4", "arch=x86-64-v3", "default")))
TS_RELU_CLONES void reluRun(const float* x, float* y, int64_t n) {
  for (int64_t i = 0; i < n; ++i) y[i] = x[i] < 0.0f ? 0.0f : x[i];
}
TS_RELU_CLONES void reluRun(const double* x, double* y, int64_t n) {
  for (int64_t i = 0; i < n; ++i) y[i] = x[i] < 0.0 ? 0.0 : x[i];
}
#undef TS_RELU_CLONES

template <typename T>
Tensor contiguousRelu(const Tensor& self) {
  Tensor out = emptyTensor(self.sizes(), self.dtype());
  const T* x = self.data_ptr<T>();
  T* y = out.data_ptr<T>();
  parallelForBalanced(0, self.numel(), kGrainSize, [&](int64_t b, int64_t e) { reluRun(x + b, y + b, e - b); });
  return out;
}

}  // namespace

Tensor relu(const Tensor& self) {
  if (self.is_contiguous() && self.numel() > 0) {
    if (self.dtype() == ScalarType::Float) return contiguousRelu<float>(self);
    if (self.dtype() == ScalarType::Double) return contiguousRelu<double>(self);
  }
  return clampImpl(self, Scalar(int64_t(0)), std::nullopt, Tensor());
}
Tensor relu_(const Tensor& self) { return clampImpl(self, Scalar(int64_t(0)), std::nullopt, self); }

Tensor clamp(const Tensor& self, const std::optional<Scalar>& min, const std::optional<Scalar>& max) {
  return clampImpl(self, min, max, Tensor());
}
Tensor clamp_(const Tensor& self, const std::optional<Scalar>& min, const std::optional<Scalar>& max) {
  return clampImpl(self, min, max, self);
}
Tensor clamp_min(const Tensor& self, const Scalar& min) { return clamp(self, min, std::nullopt); }
Tensor clamp_max(const Tensor& self, const Scalar& max) { return clamp(self, std::nullopt, max); }

Tensor isnan(const Tensor& self) {
  return floatTest("isnan", self, [](auto x) { return x != x; }, false);
}
Tensor isinf(const Tensor& self) {
  return floatTest("isinf", self, [](auto x) { return std::isinf(x); }, false);
}
Tensor isfinite(const Tensor& self) {
  return floatTest("isfinite", self, [](auto x) { return std::isfinite(x); }, true);
}

}  // namespace ts
