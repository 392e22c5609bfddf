// ===--- ops_unary.cpp - unary elementwise kernels -------------------------=== //
// runUnary computes in `compute` dtype and writes `out_dtype`; each op is a
// maker returning the per-element lambda for a TypeTag.
#include "tensor/ops_unary.h"

#include <cmath>
#include <limits>

#include "tensor/kernel_utils.h"
#include "tensor/loops.h"
#include "tensor/ops_copy.h"
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
  return isIntegralType(t, true) ? kDefaultFloat : t;
}

template <typename Fn>
Tensor floatOp(const char* name, const Tensor& self, const Tensor& out, Fn fn) {
  auto make = [fn](auto tag) {
    using C = calc_t<typename decltype(tag)::type>;
    return [fn](C x) -> C { return fn(x); };
  };
  return runUnary<Family::Floating>(name, self, out, floatCompute(self.dtype()), kU, make);
}

/// float32/float64 go through vec_math, which computes each element as
/// PyTorch's AVX2 kernel does (Note [PyTorch's math paths]); other dtypes
/// (bfloat16, half) through fn.
template <typename Fn>
Tensor mathOp(const char* name, MathFn mf, const Tensor& self, const Tensor& out, Fn fn) {
  ScalarType compute = floatCompute(self.dtype());
  if (compute != ScalarType::Float && compute != ScalarType::Double) return floatOp(name, self, out, fn);
  TensorIter it;
  it.addOutput(out).addInput(self).commonDtype(compute).promoteInputsToCommonDtype().checkOutputCast();
  it.build();
  auto run = [&](auto tag) {
    using T = typename decltype(tag)::type;
    it.forEach([&](char** data, const int64_t* s, int64_t n) {
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
  } else {
    run(TypeTag<double>{});
  }
  return it.finish();
}

}  // namespace

#define TS_MATH_UNARY(name, fn, expr)                                                         \
  Tensor name(const Tensor& self) {                                                           \
    return mathOp(#name "_vml_cpu", MathFn::fn, self, Tensor(), [](auto x) { return expr; }); \
  }                                                                                           \
  Tensor name##_(const Tensor& self) {                                                        \
    return mathOp(#name "_vml_cpu", MathFn::fn, self, self, [](auto x) { return expr; });     \
  }

#define TS_FLOAT_UNARY(name, expr)                                                    \
  Tensor name(const Tensor& self) {                                                   \
    return floatOp(#name "_vml_cpu", self, Tensor(), [](auto x) { return expr; });    \
  }                                                                                   \
  Tensor name##_(const Tensor& self) {                                                \
    return floatOp(#name "_vml_cpu", self, self, [](auto x) { return expr; });        \
  }

TS_MATH_UNARY(exp, Exp, std::exp(x))
TS_FLOAT_UNARY(exp2, std::exp2(x))
TS_MATH_UNARY(expm1, Expm1, std::expm1(x))
TS_MATH_UNARY(log, Log, std::log(x))
TS_MATH_UNARY(log2, Log2, std::log2(x))
TS_MATH_UNARY(log10, Log10, std::log10(x))
TS_MATH_UNARY(log1p, Log1p, std::log1p(x))
TS_FLOAT_UNARY(sqrt, std::sqrt(x))
TS_FLOAT_UNARY(rsqrt, decltype(x)(1) / std::sqrt(x))
TS_MATH_UNARY(sin, Sin, std::sin(x))
TS_MATH_UNARY(cos, Cos, std::cos(x))
TS_MATH_UNARY(tan, Tan, std::tan(x))
TS_MATH_UNARY(asin, Asin, std::asin(x))
TS_MATH_UNARY(acos, Acos, std::acos(x))
TS_MATH_UNARY(atan, Atan, std::atan(x))
TS_MATH_UNARY(sinh, Sinh, std::sinh(x))
TS_MATH_UNARY(cosh, Cosh, std::cosh(x))
TS_MATH_UNARY(tanh, Tanh, std::tanh(x))
TS_MATH_UNARY(erf, Erf, std::erf(x))
TS_MATH_UNARY(sigmoid, Sigmoid, decltype(x)(1) / (decltype(x)(1) + std::exp(-x)))
TS_FLOAT_UNARY(reciprocal, decltype(x)(1) / x)
#undef TS_FLOAT_UNARY
#undef TS_MATH_UNARY

namespace {

Tensor negImpl(const Tensor& self, const Tensor& out) {
  TS_CHECK(self.dtype() != ScalarType::Bool,
           "Negation, the `-` operator, on a bool tensor is not supported. If you are trying "
           "to invert a mask, use the `~` or `logical_not()` operator instead.");
  auto make = [](auto tag) {
    using C = calc_t<typename decltype(tag)::type>;
    return [](C x) -> C {
      if constexpr (std::is_integral_v<C>) {
        return wrapSub<C>(C(0), x);
      } else {
        return -x;  // keeps -0.0
      }
    };
  };
  return runUnary<Family::Numeric>("neg_cpu", self, out, self.dtype(), kU, make);
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

template <typename Pred>
Tensor floatTest(const char* name, const Tensor& self, Pred pred, bool int_value) {
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
Tensor abs(const Tensor& self) { return absImpl(self, Tensor()); }
Tensor abs_(const Tensor& self) { return absImpl(self, self); }
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
Tensor relu(const Tensor& self) { return clampImpl(self, Scalar(int64_t(0)), std::nullopt, Tensor()); }
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
