// ===--- ops_binary.cpp - binary elementwise ops ---------------------------=== //
// Two drivers: runBinary (tensor op tensor, broadcast by TensorIter) and
// runScalar (tensor op number, the number kept in a register so no tensor is
// made for it). Each op supplies a "maker": given a TypeTag it returns the
// per-element lambda on opmath values.
#include "tensor/ops_binary.h"

#include <cmath>

#include "tensor/kernel_utils.h"
#include "tensor/loops.h"
#include "tensor/ops_copy.h"
#include "tensor/ops_reduce.h"
#include "tensor/ops_unary.h"
#include "tensor/tensor_iterator.h"
#include "tensor/type_promotion.h"
#include "tensor/vec_fma.h"
#include "tensor/vec_math.h"

namespace ts {

namespace {

[[noreturn]] void zeroDivision() { throw Error("ZeroDivisionError"); }

/// out (undefined = allocate) = f(a, b); outputs of dtype out_dtype (Undefined = common).
template <Family F, typename Maker>
Tensor runBinary(const char* name, const Tensor& a, const Tensor& b, const Tensor& out,
                 ScalarType common, ScalarType out_dtype, Maker make) {
  TensorIter it;
  it.addOutput(out).addInput(a).addInput(b).commonDtype(common).promoteInputsToCommonDtype()
      .outputDtype(out_dtype).checkOutputCast();
  it.build();
  bool bool_out = out_dtype == ScalarType::Bool;
  dispatchFamily<F>(common, name, [&](auto tag) {
    using T = typename decltype(tag)::type;
    auto f = make(tag);
    if (bool_out) {
      binaryKernel<bool, T, T>(it, [f](T x, T y) -> bool {
        return castValue<bool>(f(static_cast<calc_t<T>>(x), static_cast<calc_t<T>>(y)));
      });
    } else {
      binaryKernel<T, T, T>(it, [f](T x, T y) -> T {
        return castValue<T>(f(static_cast<calc_t<T>>(x), static_cast<calc_t<T>>(y)));
      });
    }
  });
  return it.finish();
}

/// Note [Scalar operands of half ops]: ATen 1.13 casts a wrapped number to
/// the common dtype before the kernel sees it (bf16 * 7.77 multiplies by
/// 7.75); add/sub included (Note [Reduced-float add]).

/// out = f(a, s) with the number s converted to the common dtype (see above).
template <Family F, typename Maker>
Tensor runScalar(const char* name, const Tensor& a, const Scalar& s, const Tensor& out,
                 ScalarType common, ScalarType out_dtype, Maker make, bool reversed = false) {
  TensorIter it;
  it.addOutput(out).addInput(a).commonDtype(common).promoteInputsToCommonDtype()
      .outputDtype(out_dtype).checkOutputCast();
  it.build();
  bool bool_out = out_dtype == ScalarType::Bool;
  dispatchFamily<F>(common, name, [&](auto tag) {
    using T = typename decltype(tag)::type;
    using C = calc_t<T>;
    auto f = make(tag);
    C sv = s.to<C>();
    if constexpr (!std::is_same_v<C, T>) sv = static_cast<C>(castValue<T>(sv));
    if (bool_out) {
      if (reversed) {
        unaryKernel<bool, T>(it, [f, sv](T x) -> bool { return castValue<bool>(f(sv, static_cast<C>(x))); });
      } else {
        unaryKernel<bool, T>(it, [f, sv](T x) -> bool { return castValue<bool>(f(static_cast<C>(x), sv)); });
      }
    } else if (reversed) {
      unaryKernel<T, T>(it, [f, sv](T x) -> T { return castValue<T>(f(sv, static_cast<C>(x))); });
    } else {
      unaryKernel<T, T>(it, [f, sv](T x) -> T { return castValue<T>(f(static_cast<C>(x), sv)); });
    }
  });
  return it.finish();
}

constexpr ScalarType kU = ScalarType::Undefined;

/// atan2 and pow of float32/float64 through vec_math, so each element rounds
/// as in ATen's cpu_kernel_vec (Note [PyTorch's math paths]): a run whose
/// output and inputs are contiguous, or one input a broadcast number, is
/// vectorized; any other run takes the scalar path. Other dtypes use runBinary.
template <Family F, typename Maker>
Tensor runMath2(const char* name, MathFn2 fn, const Tensor& a, const Tensor& b, const Tensor& out,
                ScalarType common, Maker make) {
  if (common != ScalarType::Float && common != ScalarType::Double) {
    return runBinary<F>(name, a, b, out, common, kU, make);
  }
  TensorIter it;
  it.addOutput(out).addInput(a).addInput(b).commonDtype(common).promoteInputsToCommonDtype()
      .checkOutputCast();
  it.build();
  auto run = [&](auto tag) {
    using T = typename decltype(tag)::type;
    constexpr int64_t kSize = sizeof(T);
    it.parallelForEach([&](char** data, const int64_t* s, int64_t n) {
      T* o = reinterpret_cast<T*>(data[0]);
      const T* x = reinterpret_cast<const T*>(data[1]);
      const T* y = reinterpret_cast<const T*>(data[2]);
      bool x_ok = s[1] == kSize || s[1] == 0, y_ok = s[2] == kSize || s[2] == 0;
      if (s[0] == kSize && x_ok && y_ok && (s[1] != 0 || s[2] != 0)) {
        mathRun2(fn, x, s[1] / kSize, y, s[2] / kSize, o, n);
        return;
      }
      for (int64_t i = 0; i < n; ++i) {
        *reinterpret_cast<T*>(data[0] + i * s[0]) =
            mathScalar2(fn, *reinterpret_cast<const T*>(data[1] + i * s[1]),
                        *reinterpret_cast<const T*>(data[2] + i * s[2]));
      }
    });
  };
  if (common == ScalarType::Float) {
    run(TypeTag<float>{});
  } else {
    run(TypeTag<double>{});
  }
  return it.finish();
}

/// pow(tensor, number) of float32/float64 for exponents without a special
/// case: vec_math's powScalarRun on contiguous runs and on a broadcast input
/// into a contiguous output (cpu_kernel_vec vectorizes both), the scalar
/// lambda std::pow(x, double exponent) elsewhere.
Tensor powScalarMath(const Tensor& self, double e, const Tensor& out, ScalarType common) {
  TensorIter it;
  it.addOutput(out).addInput(self).commonDtype(common).promoteInputsToCommonDtype().checkOutputCast();
  it.build();
  auto run = [&](auto tag) {
    using T = typename decltype(tag)::type;
    constexpr int64_t kSize = sizeof(T);
    it.parallelForEach([&](char** data, const int64_t* s, int64_t n) {
      if (s[0] == kSize && (s[1] == kSize || s[1] == 0)) {
        powScalarRun(reinterpret_cast<const T*>(data[1]), s[1] / kSize, reinterpret_cast<T*>(data[0]), n, e);
        return;
      }
      for (int64_t i = 0; i < n; ++i) {
        const T x = *reinterpret_cast<const T*>(data[1] + i * s[1]);
        *reinterpret_cast<T*>(data[0] + i * s[0]) = powScalarElement(x, e);
      }
    });
  };
  if (common == ScalarType::Float) {
    run(TypeTag<float>{});
  } else {
    run(TypeTag<double>{});
  }
  return it.finish();
}

void checkAlpha(ScalarType dtype, const Scalar& alpha) {
  TS_CHECK(!alpha.isBoolean() || dtype == ScalarType::Bool,
           "Boolean alpha only supported for Boolean results.");
  TS_CHECK(isFloatingType(dtype) || isComplexType(dtype) || alpha.isIntegral(true),
           "For integral input tensors, argument alpha must not be a floating point number.");
}

/// a + alpha * b. Floating types round once (a fused multiply-add), as
/// ATen's vectorized add does on x86-64 with AVX2 and later (its scalar tail
/// is contracted the same way), so optimizer steps (p.add_(g, alpha=-lr))
/// match PyTorch bit for bit.
/// Note [Reduced-float add]: ATen 1.13 computes x + alpha * y on Half in
/// Half arithmetic (alpha cast to Half, the product rounded to Half before
/// the add) and on BFloat16 in float after casting alpha to BFloat16; y is a
/// Half/BFloat16 value either way (a number operand is cast first). Measured
/// against 1.13.1 for tensor and number operands alike.
template <typename T>
auto reducedAxpy(const Scalar& alpha) {
  using C = calc_t<T>;
  const C al = static_cast<C>(castValue<T>(alpha.to<C>()));
  return [al](C x, C y) {
    if constexpr (std::is_same_v<T, Half>) return x + static_cast<C>(castValue<T>(al * y));
    else return x + al * y;
  };
}

auto addMaker(const Scalar& alpha) {
  return [alpha](auto tag) {
    using T = typename decltype(tag)::type;
    using C = calc_t<T>;
    if constexpr (!std::is_same_v<C, T> && std::is_floating_point_v<C>) {
      return reducedAxpy<T>(alpha);
    } else {
      C al = alpha.to<C>();
      return [al](C x, C y) {
        if constexpr (std::is_floating_point_v<C>) return std::fma(al, y, x);
        else return wrapAdd<C>(x, wrapMul<C>(al, y));
      };
    }
  };
}

void checkSub(ScalarType a, ScalarType b) {
  TS_CHECK(a != ScalarType::Bool || b != ScalarType::Bool,
           "Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` "
           "or `logical_xor()` operator instead.");
  TS_CHECK(a != ScalarType::Bool && b != ScalarType::Bool,
           "Subtraction, the `-` operator, with a bool tensor is not supported. If you are "
           "trying to invert a mask, use the `~` or `logical_not()` operator instead.");
}

/// Note [Add with alpha]: a + alpha * b rounds once for floating types
/// (addMaker). Without -mfma std::fma is a libm call per element, so the
/// two common cases avoid it: alpha == 1 is a plain add (fma(1, y, x) is
/// x + y rounded once, the same bits), and float/double with another alpha
/// run contiguous or broadcast runs through axpyRun's FMA clones.
bool isUnitAlpha(const Scalar& alpha) {
  return !alpha.isComplex() && !alpha.isBoolean() && alpha.to<double>() == 1.0;
}

Tensor addAlphaFloat(const Tensor& a, const Tensor& b, const Scalar& alpha, const Tensor& out,
                     ScalarType common) {
  TensorIter it;
  it.addOutput(out).addInput(a).addInput(b).commonDtype(common).promoteInputsToCommonDtype()
      .checkOutputCast();
  it.build();
  auto run = [&](auto tag) {
    using T = typename decltype(tag)::type;
    constexpr int64_t kSize = sizeof(T);
    const T al = alpha.to<T>();
    it.parallelForEach([&](char** data, const int64_t* s, int64_t n) {
      bool x_ok = s[1] == kSize || s[1] == 0, y_ok = s[2] == kSize || s[2] == 0;
      if (s[0] == kSize && x_ok && y_ok) {
        axpyRun(reinterpret_cast<const T*>(data[1]), s[1] / kSize, reinterpret_cast<const T*>(data[2]),
                s[2] / kSize, reinterpret_cast<T*>(data[0]), n, al);
        return;
      }
      for (int64_t i = 0; i < n; ++i) {
        *reinterpret_cast<T*>(data[0] + i * s[0]) =
            std::fma(al, *reinterpret_cast<const T*>(data[2] + i * s[2]),
                     *reinterpret_cast<const T*>(data[1] + i * s[1]));
      }
    });
  };
  if (common == ScalarType::Float) {
    run(TypeTag<float>{});
  } else {
    run(TypeTag<double>{});
  }
  return it.finish();
}

Tensor addImpl(const Tensor& a, const Tensor& b, const Scalar& alpha, const Tensor& out) {
  ScalarType common = resultType(a, b);
  checkAlpha(common, alpha);
  if (isFloatingType(common) && isUnitAlpha(alpha)) {
    return runBinary<Family::AllComplexHalf>("add_cpu", a, b, out, common, kU, [](auto tag) {
      using C = calc_t<typename decltype(tag)::type>;
      return [](C x, C y) { return x + y; };
    });
  }
  if (common == ScalarType::Float || common == ScalarType::Double)
    return addAlphaFloat(a, b, alpha, out, common);
  return runBinary<Family::AllComplexHalf>("add_cpu", a, b, out, common, kU, addMaker(alpha));
}

Tensor addScalarImpl(const Tensor& a, const Scalar& b, const Scalar& alpha, const Tensor& out) {
  ScalarType common = resultType(a, b);
  checkAlpha(common, alpha);
  // a + alpha * b with b a number: fold alpha*b into one number like ATen's
  // wrapped-scalar path would compute it in the common dtype.
  auto make = [alpha](auto tag) {
    using T = typename decltype(tag)::type;
    using C = calc_t<T>;
    if constexpr (!std::is_same_v<C, T> && std::is_floating_point_v<C>) {
      return reducedAxpy<T>(alpha);  // Note [Reduced-float add]
    } else {
      C al = alpha.to<C>();
      return [al](C x, C y) { return wrapAdd<C>(x, wrapMul<C>(al, y)); };
    }
  };
  return runScalar<Family::AllComplexHalf>("add_cpu", a, b, out, common, kU, make);
}

auto mulMaker() {
  return [](auto tag) {
    using C = calc_t<typename decltype(tag)::type>;
    return [](C x, C y) { return wrapMul<C>(x, y); };
  };
}

// ---- division --------------------------------------------------------------

enum class RoundMode { None, Trunc, Floor };

RoundMode parseRounding(const std::optional<std::string>& mode) {
  if (!mode) return RoundMode::None;
  if (*mode == "trunc") return RoundMode::Trunc;
  if (*mode == "floor") return RoundMode::Floor;
  throw Error("div expected rounding_mode to be one of None, 'trunc', or 'floor' but found '" +
              *mode + "'");
}

template <typename C> C divTruncInt(C a, C b) {
  if (b == 0) zeroDivision();
  if constexpr (std::is_signed_v<C>) {
    if (b == -1) return wrapSub<C>(C(0), a);
  }
  return static_cast<C>(a / b);
}

template <typename C> C divFloorInt(C a, C b) {
  if (b == 0) zeroDivision();
  if constexpr (std::is_signed_v<C>) {
    if (b == -1) return wrapSub<C>(C(0), a);
    if ((a < 0) != (b < 0)) {
      C q = static_cast<C>(a / b);
      C r = static_cast<C>(a % b);
      return r ? static_cast<C>(q - 1) : q;
    }
  }
  return static_cast<C>(a / b);
}

template <typename C> C divFloorFloat(C a, C b) {
  if (b == 0) return a / b;
  C mod = std::fmod(a, b);
  C div = (a - mod) / b;
  if (mod != 0 && (b < 0) != (mod < 0)) div -= C(1);
  if (div != 0) {
    C fl = std::floor(div);
    if (div - fl > C(0.5)) fl += C(1);
    return fl;
  }
  return std::copysign(C(0), a / b);
}

auto divMaker(RoundMode mode) {
  return [mode](auto tag) {
    using T = typename decltype(tag)::type;
    using C = calc_t<T>;
    return [mode](C x, C y) -> C {
      if constexpr (std::is_same_v<C, bool>) {
        if (!y) zeroDivision();
        return x;
      } else if constexpr (std::is_integral_v<C>) {
        return mode == RoundMode::Floor ? divFloorInt<C>(x, y) : divTruncInt<C>(x, y);
      } else if constexpr (IsComplex<C>::value) {
        return complexDivide(x, y);  // Note [Complex division]
      } else {
        if (mode == RoundMode::None) return x / y;
        if (mode == RoundMode::Trunc) return std::trunc(x / y);
        return divFloorFloat<C>(x, y);
      }
    };
  };
}

ScalarType divCommon(ScalarType common, RoundMode mode) {
  if (mode == RoundMode::None && isIntegralType(common, true)) return defaultFloatType();
  // The rounding kernels (div_floor_cpu, div_trunc_cpu) have no Bool or
  // complex instantiation in PyTorch: `//` on two bool tensors raises.
  if (mode != RoundMode::None && (common == ScalarType::Bool || isComplexType(common)))
    throw Error(std::string(mode == RoundMode::Floor ? "\"div_floor_cpu\"" : "\"div_trunc_cpu\"") +
                " not implemented for '" + scalarTypeName(common) + "'");
  return common;
}

// ---- remainder / fmod / pow ------------------------------------------------

auto remainderMaker() {
  return [](auto tag) {
    using C = calc_t<typename decltype(tag)::type>;
    return [](C a, C b) -> C {
      if constexpr (std::is_integral_v<C>) {
        if (b == 0) zeroDivision();
        if constexpr (std::is_signed_v<C>) {
          if (b == -1) return C(0);
          C r = static_cast<C>(a % b);
          if (r != 0 && ((r < 0) != (b < 0))) r = static_cast<C>(r + b);
          return r;
        } else {
          return static_cast<C>(a % b);
        }
      } else {
        C mod = std::fmod(a, b);
        if (mod != 0 && ((b < 0) != (mod < 0))) mod += b;
        return mod;
      }
    };
  };
}

auto fmodMaker() {
  return [](auto tag) {
    using C = calc_t<typename decltype(tag)::type>;
    return [](C a, C b) -> C {
      if constexpr (std::is_integral_v<C>) {
        if (b == 0) zeroDivision();
        if constexpr (std::is_signed_v<C>) {
          if (b == -1) return C(0);
        }
        return static_cast<C>(a % b);
      } else {
        return std::fmod(a, b);
      }
    };
  };
}

template <typename C> C powInt(C a, C b) {
  if constexpr (std::is_signed_v<C>) {
    if (b < 0) {
      if (a == 1) return 1;
      if (a == -1) return (-b) % 2 ? C(-1) : C(1);
      return 0;
    }
  }
  C result = 1;
  while (b) {
    if (b & 1) result = wrapMul<C>(result, a);
    b = static_cast<C>(b / 2);
    a = wrapMul<C>(a, a);
  }
  return result;
}

auto powMaker() {
  return [](auto tag) {
    using C = calc_t<typename decltype(tag)::type>;
    return [](C a, C b) -> C {
      if constexpr (std::is_integral_v<C>) {
        return powInt<C>(a, b);
      } else {
        return std::pow(a, b);
      }
    };
  };
}

// ---- comparisons and bitwise -------------------------------------------------

enum class Cmp { Eq, Ne, Lt, Le, Gt, Ge };

auto cmpMaker(Cmp c) {
  return [c](auto tag) {
    using C = calc_t<typename decltype(tag)::type>;
    return [c](C a, C b) -> bool {
      if constexpr (IsComplex<C>::value) {
        return c == Cmp::Eq ? a == b : a != b;
      } else {
        switch (c) {
          case Cmp::Eq: return a == b;
          case Cmp::Ne: return a != b;
          case Cmp::Lt: return a < b;
          case Cmp::Le: return a <= b;
          case Cmp::Gt: return a > b;
          case Cmp::Ge: return a >= b;
        }
        return false;
      }
    };
  };
}

Tensor compare(const char* name, Cmp c, const Tensor& a, const Tensor& b) {
  ScalarType common = resultType(a, b);
  if (c == Cmp::Eq || c == Cmp::Ne) {
    return runBinary<Family::AllComplexHalf>(name, a, b, Tensor(), common, ScalarType::Bool, cmpMaker(c));
  }
  return runBinary<Family::All>(name, a, b, Tensor(), common, ScalarType::Bool, cmpMaker(c));
}

Tensor compare(const char* name, Cmp c, const Tensor& a, const Scalar& b) {
  ScalarType common = resultType(a, b);
  if (c == Cmp::Eq || c == Cmp::Ne) {
    return runScalar<Family::AllComplexHalf>(name, a, b, Tensor(), common, ScalarType::Bool, cmpMaker(c));
  }
  return runScalar<Family::All>(name, a, b, Tensor(), common, ScalarType::Bool, cmpMaker(c));
}

enum class Bit { And, Or, Xor };

auto bitMaker(Bit op) {
  return [op](auto tag) {
    using C = calc_t<typename decltype(tag)::type>;
    return [op](C a, C b) -> C {
      if constexpr (std::is_same_v<C, bool>) {
        return op == Bit::And ? (a && b) : op == Bit::Or ? (a || b) : (a != b);
      } else {
        return static_cast<C>(op == Bit::And ? (a & b) : op == Bit::Or ? (a | b) : (a ^ b));
      }
    };
  };
}

const char* bitName(Bit op) {
  return op == Bit::And ? "bitwise_and_cpu" : op == Bit::Or ? "bitwise_or_cpu" : "bitwise_xor_cpu";
}

auto logicalMaker(Bit op) {
  return [op](auto tag) {
    using C = calc_t<typename decltype(tag)::type>;
    return [op](C a, C b) -> bool {
      bool x = a != C(0), y = b != C(0);
      return op == Bit::And ? (x && y) : op == Bit::Or ? (x || y) : (x != y);
    };
  };
}

auto maxMinMaker(bool is_max) {
  return [is_max](auto tag) {
    using C = calc_t<typename decltype(tag)::type>;
    return [is_max](C a, C b) -> C {
      if constexpr (std::is_same_v<C, bool>) {
        return is_max ? (a || b) : (a && b);
      } else if constexpr (std::is_integral_v<C>) {
        return is_max ? (a > b ? a : b) : (a < b ? a : b);
      } else {
        if (a != a) return a;
        if (b != b) return b;
        return is_max ? (a > b ? a : b) : (a < b ? a : b);
      }
    };
  };
}

}  // namespace

// ---- add / sub / mul -----------------------------------------------------------

Tensor add(const Tensor& self, const Tensor& other, const Scalar& alpha) {
  return addImpl(self, other, alpha, Tensor());
}
Tensor add(const Tensor& self, const Scalar& other, const Scalar& alpha) {
  return addScalarImpl(self, other, alpha, Tensor());
}
Tensor add_(const Tensor& self, const Tensor& other, const Scalar& alpha) {
  return addImpl(self, other, alpha, self);
}
Tensor add_(const Tensor& self, const Scalar& other, const Scalar& alpha) {
  return addScalarImpl(self, other, alpha, self);
}

Tensor sub(const Tensor& self, const Tensor& other, const Scalar& alpha) {
  checkSub(self.dtype(), other.dtype());
  return addImpl(self, other, -alpha, Tensor());
}
Tensor sub(const Tensor& self, const Scalar& other, const Scalar& alpha) {
  checkSub(self.dtype(), other.type());
  return addScalarImpl(self, other, -alpha, Tensor());
}
Tensor sub_(const Tensor& self, const Tensor& other, const Scalar& alpha) {
  checkSub(self.dtype(), other.dtype());
  return addImpl(self, other, -alpha, self);
}
Tensor sub_(const Tensor& self, const Scalar& other, const Scalar& alpha) {
  checkSub(self.dtype(), other.type());
  return addScalarImpl(self, other, -alpha, self);
}
Tensor rsub(const Tensor& self, const Tensor& other, const Scalar& alpha) {
  return sub(other, self, alpha);
}
Tensor rsub(const Tensor& self, const Scalar& other, const Scalar& alpha) {
  checkSub(self.dtype(), other.type());
  ScalarType common = resultType(self, other);
  checkAlpha(common, alpha);
  auto make = [alpha](auto tag) {
    using T = typename decltype(tag)::type;
    using C = calc_t<T>;
    if constexpr (!std::is_same_v<C, T> && std::is_floating_point_v<C>) {
      return reducedAxpy<T>(-alpha);  // s + (-alpha) * x: Note [Reduced-float add]
    } else {
      C al = alpha.to<C>();
      return [al](C s, C x) { return wrapSub<C>(s, wrapMul<C>(al, x)); };
    }
  };
  return runScalar<Family::AllComplex>("sub_cpu", self, other, Tensor(), common, kU, make, true);
}

Tensor mul(const Tensor& self, const Tensor& other) {
  return runBinary<Family::AllComplexHalf>("mul_cpu", self, other, Tensor(), resultType(self, other), kU, mulMaker());
}
Tensor mul(const Tensor& self, const Scalar& other) {
  return runScalar<Family::AllComplexHalf>("mul_cpu", self, other, Tensor(), resultType(self, other), kU, mulMaker());
}
Tensor mul_(const Tensor& self, const Tensor& other) {
  return runBinary<Family::AllComplexHalf>("mul_cpu", self, other, self, resultType(self, other), kU, mulMaker());
}
Tensor mul_(const Tensor& self, const Scalar& other) {
  return runScalar<Family::AllComplexHalf>("mul_cpu", self, other, self, resultType(self, other), kU, mulMaker());
}

// ---- div family ------------------------------------------------------------------

Tensor div(const Tensor& self, const Tensor& other, const std::optional<std::string>& rounding_mode) {
  RoundMode mode = parseRounding(rounding_mode);
  ScalarType common = divCommon(resultType(self, other), mode);
  return runBinary<Family::AllComplex>("div_cpu", self, other, Tensor(), common, kU, divMaker(mode));
}
Tensor div(const Tensor& self, const Scalar& other, const std::optional<std::string>& rounding_mode) {
  RoundMode mode = parseRounding(rounding_mode);
  ScalarType common = divCommon(resultType(self, other), mode);
  return runScalar<Family::AllComplex>("div_cpu", self, other, Tensor(), common, kU, divMaker(mode));
}
Tensor div_(const Tensor& self, const Tensor& other, const std::optional<std::string>& rounding_mode) {
  RoundMode mode = parseRounding(rounding_mode);
  ScalarType common = divCommon(resultType(self, other), mode);
  return runBinary<Family::AllComplex>("div_cpu", self, other, self, common, kU, divMaker(mode));
}
Tensor div_(const Tensor& self, const Scalar& other, const std::optional<std::string>& rounding_mode) {
  RoundMode mode = parseRounding(rounding_mode);
  ScalarType common = divCommon(resultType(self, other), mode);
  return runScalar<Family::AllComplex>("div_cpu", self, other, self, common, kU, divMaker(mode));
}
Tensor floor_divide(const Tensor& self, const Tensor& other) { return div(self, other, "floor"); }
Tensor floor_divide(const Tensor& self, const Scalar& other) { return div(self, other, "floor"); }
Tensor floor_divide_(const Tensor& self, const Tensor& other) { return div_(self, other, "floor"); }

Tensor remainder(const Tensor& self, const Tensor& other) {
  return runBinary<Family::Numeric>("remainder_cpu", self, other, Tensor(), resultType(self, other), kU, remainderMaker());
}
Tensor remainder(const Tensor& self, const Scalar& other) {
  return runScalar<Family::Numeric>("remainder_cpu", self, other, Tensor(), resultType(self, other), kU, remainderMaker());
}
Tensor remainder(const Scalar& self, const Tensor& other) {
  return remainder(wrappedScalarTensor(self), other);
}
Tensor remainder_(const Tensor& self, const Tensor& other) {
  return runBinary<Family::Numeric>("remainder_cpu", self, other, self, resultType(self, other), kU, remainderMaker());
}
Tensor remainder_(const Tensor& self, const Scalar& other) {
  return runScalar<Family::Numeric>("remainder_cpu", self, other, self, resultType(self, other), kU, remainderMaker());
}
Tensor fmod(const Tensor& self, const Tensor& other) {
  return runBinary<Family::Numeric>("fmod_cpu", self, other, Tensor(), resultType(self, other), kU, fmodMaker());
}
Tensor fmod(const Tensor& self, const Scalar& other) {
  return runScalar<Family::Numeric>("fmod_cpu", self, other, Tensor(), resultType(self, other), kU, fmodMaker());
}
Tensor fmod_(const Tensor& self, const Tensor& other) {
  return runBinary<Family::Numeric>("fmod_cpu", self, other, self, resultType(self, other), kU, fmodMaker());
}
Tensor fmod_(const Tensor& self, const Scalar& other) {
  return runScalar<Family::Numeric>("fmod_cpu", self, other, self, resultType(self, other), kU, fmodMaker());
}

// ---- pow ---------------------------------------------------------------------------

Tensor pow(const Tensor& self, const Tensor& exponent) {
  return runMath2<Family::Numeric>("pow", MathFn2::Pow, self, exponent, Tensor(), resultType(self, exponent),
                                   powMaker());
}

namespace {
// ATen's pow_tensor_scalar special-cases small exponents with cheaper (and
// differently rounded) formulas; mirror them so results match bit for bit.
Tensor powScalarImpl(const Tensor& self, const Scalar& exp, const Tensor& out) {
  ScalarType common = resultType(self, exp);
  if (isIntegralType(self.dtype(), true) && exp.isIntegral(true)) {
    TS_CHECK(exp.toLong() >= 0, "Integers to negative integer powers are not allowed.");
  }
  double e = exp.isComplex() ? 0.0 : exp.toDouble();
  bool special = e == 2.0 || e == 3.0 || e == 0.5 || e == -0.5 || e == -1.0 || e == -2.0;
  if ((common == ScalarType::Float || common == ScalarType::Double) && !exp.isComplex() && !special) {
    return powScalarMath(self, e, out, common);
  }
  auto make = [e](auto tag) {
    using C = calc_t<typename decltype(tag)::type>;
    return [e](C a, C b) -> C {
      if constexpr (std::is_same_v<C, bool>) {
        return a;  // bool is rejected before the kernel runs
      } else if constexpr (std::is_integral_v<C>) {
        return powInt<C>(a, b);
      } else {
        if (e == 2.0) return a * a;
        if (e == 3.0) return a * a * a;
        if (e == 0.5) return std::sqrt(a);
        if (e == -0.5) return C(1) / std::sqrt(a);
        if (e == -1.0) return C(1) / a;
        if (e == -2.0) return C(1) / (a * a);
        return std::pow(a, b);
      }
    };
  };
  if (common == ScalarType::Bool) detail::throwNotImplemented("pow", common);
  return runScalar<Family::AllComplex>("pow", self, exp, out, common, kU, make);
}
}  // namespace

Tensor pow(const Tensor& self, const Scalar& exponent) {
  return powScalarImpl(self, exponent, Tensor());
}
Tensor pow_(const Tensor& self, const Scalar& exponent) { return powScalarImpl(self, exponent, self); }
Tensor pow_(const Tensor& self, const Tensor& exponent) {
  return runMath2<Family::Numeric>("pow", MathFn2::Pow, self, exponent, self, resultType(self, exponent),
                                   powMaker());
}
Tensor pow(const Scalar& self, const Tensor& exponent) {
  ScalarType common = resultType(self, exponent);
  if (!self.isComplex() && self.toDouble() == 1.0) {
    Tensor out = emptyTensor(exponent.sizes(), common);
    return fill_(out, Scalar(int64_t(1)));
  }
  // ATen's pow.Scalar allocates its output contiguous (no TensorIterator
  // layout), then computes into it.
  return contiguous(pow(wrappedScalarTensor(self), exponent));
}

Tensor atan2(const Tensor& self, const Tensor& other) {
  ScalarType common = resultType(self, other);
  if (isIntegralType(common, true)) common = defaultFloatType();
  auto make = [](auto tag) {
    using C = calc_t<typename decltype(tag)::type>;
    return [](C a, C b) -> C { return std::atan2(a, b); };
  };
  return runMath2<Family::Floating>("atan2_cpu", MathFn2::Atan2, self, other, Tensor(), common, make);
}

namespace {
// hypot keeps integer operands' dtype, so integers fail in dispatch as in ATen.
Tensor hypotImpl(const Tensor& self, const Tensor& other, const Tensor& out) {
  auto make = [](auto tag) {
    using C = calc_t<typename decltype(tag)::type>;
    return [](C a, C b) -> C { return std::hypot(a, b); };
  };
  return runMath2<Family::Floating>("hypot_cpu", MathFn2::Hypot, self, other, out, resultType(self, other), make);
}
}  // namespace

Tensor hypot(const Tensor& self, const Tensor& other) { return hypotImpl(self, other, Tensor()); }
Tensor hypot_(const Tensor& self, const Tensor& other) { return hypotImpl(self, other, self); }

// ---- bitwise / logical -----------------------------------------------------------------

Tensor bitwise_and(const Tensor& self, const Tensor& other) {
  return runBinary<Family::IntegralBool>(bitName(Bit::And), self, other, Tensor(), resultType(self, other), kU, bitMaker(Bit::And));
}
Tensor bitwise_and(const Tensor& self, const Scalar& other) {
  return runScalar<Family::IntegralBool>(bitName(Bit::And), self, other, Tensor(), resultType(self, other), kU, bitMaker(Bit::And));
}
Tensor bitwise_or(const Tensor& self, const Tensor& other) {
  return runBinary<Family::IntegralBool>(bitName(Bit::Or), self, other, Tensor(), resultType(self, other), kU, bitMaker(Bit::Or));
}
Tensor bitwise_or(const Tensor& self, const Scalar& other) {
  return runScalar<Family::IntegralBool>(bitName(Bit::Or), self, other, Tensor(), resultType(self, other), kU, bitMaker(Bit::Or));
}
Tensor bitwise_xor(const Tensor& self, const Tensor& other) {
  return runBinary<Family::IntegralBool>(bitName(Bit::Xor), self, other, Tensor(), resultType(self, other), kU, bitMaker(Bit::Xor));
}
Tensor bitwise_xor(const Tensor& self, const Scalar& other) {
  return runScalar<Family::IntegralBool>(bitName(Bit::Xor), self, other, Tensor(), resultType(self, other), kU, bitMaker(Bit::Xor));
}
Tensor bitwise_and_(const Tensor& self, const Tensor& other) {
  return runBinary<Family::IntegralBool>(bitName(Bit::And), self, other, self, resultType(self, other), kU, bitMaker(Bit::And));
}
Tensor bitwise_or_(const Tensor& self, const Tensor& other) {
  return runBinary<Family::IntegralBool>(bitName(Bit::Or), self, other, self, resultType(self, other), kU, bitMaker(Bit::Or));
}
Tensor bitwise_xor_(const Tensor& self, const Tensor& other) {
  return runBinary<Family::IntegralBool>(bitName(Bit::Xor), self, other, self, resultType(self, other), kU, bitMaker(Bit::Xor));
}
// ---- shifts ----------------------------------------------------------------------------

namespace {

/// PyTorch 1.13's scalar lshift/rshift: the C++ shift of the value promoted
/// to int (int64 stays 64-bit), which on x86 takes the count modulo the
/// register width (7 << 70 is 7 << 6). Its AVX2 path for runs of 8+ int64
/// (16+ int32, ...) instead gives 0 / the sign fill for such counts; in-range
/// shifts agree everywhere.
auto shiftMaker(bool left) {
  return [left](auto tag) {
    using T = typename decltype(tag)::type;
    return [left](T a, T b) -> T {
      using P = std::conditional_t<sizeof(T) == 8, int64_t, int32_t>;
      using UP = std::make_unsigned_t<P>;
      constexpr int kMask = sizeof(T) == 8 ? 63 : 31;
      int count = static_cast<int>(static_cast<P>(b) & kMask);
      P wide = static_cast<P>(a);
      if (left) return static_cast<T>(static_cast<UP>(wide) << count);
      return static_cast<T>(wide >> count);
    };
  };
}

}  // namespace

Tensor bitwise_shift(const Tensor& self, const Tensor& other, bool left) {
  return runBinary<Family::Integral>(left ? "lshift_cpu" : "rshift_cpu", self, other, Tensor(), resultType(self, other), kU,
                                     shiftMaker(left));
}
Tensor bitwise_shift(const Tensor& self, const Scalar& other, bool left) {
  return runScalar<Family::Integral>(left ? "lshift_cpu" : "rshift_cpu", self, other, Tensor(), resultType(self, other), kU,
                                     shiftMaker(left));
}

Tensor logical_and(const Tensor& self, const Tensor& other) {
  return runBinary<Family::All>("logical_and_cpu", self, other, Tensor(), resultType(self, other), ScalarType::Bool, logicalMaker(Bit::And));
}
Tensor logical_or(const Tensor& self, const Tensor& other) {
  return runBinary<Family::All>("logical_or_cpu", self, other, Tensor(), resultType(self, other), ScalarType::Bool, logicalMaker(Bit::Or));
}
Tensor logical_xor(const Tensor& self, const Tensor& other) {
  return runBinary<Family::All>("logical_xor_cpu", self, other, Tensor(), resultType(self, other), ScalarType::Bool, logicalMaker(Bit::Xor));
}

// ---- comparisons -----------------------------------------------------------------------

Tensor eq(const Tensor& self, const Tensor& other) { return compare("eq_cpu", Cmp::Eq, self, other); }
Tensor eq(const Tensor& self, const Scalar& other) { return compare("eq_cpu", Cmp::Eq, self, other); }
Tensor ne(const Tensor& self, const Tensor& other) { return compare("ne_cpu", Cmp::Ne, self, other); }
Tensor ne(const Tensor& self, const Scalar& other) { return compare("ne_cpu", Cmp::Ne, self, other); }
Tensor lt(const Tensor& self, const Tensor& other) { return compare("lt_cpu", Cmp::Lt, self, other); }
Tensor lt(const Tensor& self, const Scalar& other) { return compare("lt_cpu", Cmp::Lt, self, other); }
Tensor le(const Tensor& self, const Tensor& other) { return compare("le_cpu", Cmp::Le, self, other); }
Tensor le(const Tensor& self, const Scalar& other) { return compare("le_cpu", Cmp::Le, self, other); }
Tensor gt(const Tensor& self, const Tensor& other) { return compare("gt_cpu", Cmp::Gt, self, other); }
Tensor gt(const Tensor& self, const Scalar& other) { return compare("gt_cpu", Cmp::Gt, self, other); }
Tensor ge(const Tensor& self, const Tensor& other) { return compare("ge_cpu", Cmp::Ge, self, other); }
Tensor ge(const Tensor& self, const Scalar& other) { return compare("ge_cpu", Cmp::Ge, self, other); }

Tensor maximum(const Tensor& self, const Tensor& other) {
  return runBinary<Family::All>("maximum_cpu", self, other, Tensor(), resultType(self, other), kU, maxMinMaker(true));
}
Tensor minimum(const Tensor& self, const Tensor& other) {
  return runBinary<Family::All>("minimum_cpu", self, other, Tensor(), resultType(self, other), kU, maxMinMaker(false));
}

// ---- whole-tensor comparisons ------------------------------------------------------------

bool equal(const Tensor& self, const Tensor& other) {
  if (!self.sizes().equals(other.sizes())) return false;
  if (self.numel() == 0) return true;
  return all(eq(self, other)).item().toBool();
}

/// ATen's composite isclose, which complex inputs take: the error and the
/// tolerance are complex magnitudes, |self - other| <= atol + |rtol * other|.
static Tensor iscloseComplex(const Tensor& self, const Tensor& other, double rtol, double atol, bool equal_nan) {
  Tensor close = eq(self, other);
  if (equal_nan) close = logical_or(close, logical_and(isnan(self), isnan(other)));
  Tensor allowed = add(abs(mul(other, Scalar(rtol))), Scalar(atol));
  Tensor actual = abs(sub(self, other));
  return logical_or(close, logical_and(isfinite(actual), le(actual, allowed)));
}

Tensor isclose(const Tensor& self, const Tensor& other, double rtol, double atol, bool equal_nan) {
  TS_CHECK(self.dtype() == other.dtype(), std::string(scalarTypeName(self.dtype())) +
                                              " did not match " + scalarTypeName(other.dtype()));
  TS_CHECK(rtol >= 0, "rtol must be greater than or equal to zero, but got " + std::to_string(rtol));
  TS_CHECK(atol >= 0, "atol must be greater than or equal to zero, but got " + std::to_string(atol));
  if (isComplexType(self.dtype())) return iscloseComplex(self, other, rtol, atol, equal_nan);
  auto make = [rtol, atol, equal_nan](auto tag) {
    using C = calc_t<typename decltype(tag)::type>;
    return [rtol, atol, equal_nan](C a, C b) -> bool {
      if (a == b) return true;
      if constexpr (std::is_floating_point_v<C>) {
        if (equal_nan && a != a && b != b) return true;
        if (!std::isfinite(a) || !std::isfinite(b)) return false;
        double diff = std::fabs(static_cast<double>(a) - static_cast<double>(b));
        return diff <= atol + rtol * std::fabs(static_cast<double>(b));
      } else {
        double diff = std::fabs(static_cast<double>(a) - static_cast<double>(b));
        return diff <= atol + rtol * std::fabs(static_cast<double>(b));
      }
    };
  };
  return runBinary<Family::All>("isclose", self, other, Tensor(), self.dtype(), ScalarType::Bool, make);
}

bool allclose(const Tensor& self, const Tensor& other, double rtol, double atol, bool equal_nan) {
  Tensor c = isclose(self, other, rtol, atol, equal_nan);
  return c.numel() == 0 || all(c).item().toBool();
}

}  // namespace ts
