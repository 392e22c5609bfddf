// ===--- special_ops.cpp - torch.special and the gamma-family operators ---=== //
// Elementwise floating functions PyTorch registers as `aten::special_*`,
// `digamma`, `polygamma`, `igamma`, `i0`, ... and the orthogonal polynomial
// families. Integer and bool inputs compute in the default float dtype, as
// ATen's unary/binary float ops do; half types compute in float.
#include <cmath>
#include <memory>
#include <string>
#include <type_traits>

#include "ops/families.h"
#include "ops/float_map.h"
#include "ops/registry.h"
#include "ops/special_math.h"
#include "ops/tensor_arg_helpers.h"
#include "tensor/ops_copy.h"
#include "tensor/tensor_iterator.h"
#include "tensor/type_promotion.h"

namespace ts {
namespace {

using detail::floatMap1;
using detail::floatMap2;
using detail::floatResult;
using detail::HalfTypes;
using detail::kern;
using detail::toInt;
using detail::toTensor;

constexpr double kPi = 3.14159265358979323846;

// ---- scalar functions of one argument ------------------------------------ //

double besselJ0(double x) { return std::isnan(x) ? x : std::cyl_bessel_j(0.0, std::fabs(x)); }
double besselJ1(double x) {
  if (std::isnan(x)) return x;
  return x < 0 ? -std::cyl_bessel_j(1.0, -x) : std::cyl_bessel_j(1.0, x);
}
double besselY(double nu, double x) {
  if (std::isnan(x) || x < 0) return NAN;
  if (x == 0) return -INFINITY;
  return std::cyl_neumann(nu, x);
}
double besselI(double nu, double x) {
  if (std::isnan(x)) return x;
  double ax = std::fabs(x);
  double r = ax > 713 ? INFINITY : std::cyl_bessel_i(nu, ax);
  return nu == 1 && x < 0 ? -r : r;
}
/// exp(-|x|) I_nu(|x|) with the large-x expansion where I overflows.
double besselIScaled(double nu, double x) {
  if (std::isnan(x)) return x;
  double ax = std::fabs(x), r;
  if (ax < 700) {
    r = std::exp(-ax) * std::cyl_bessel_i(nu, ax);
  } else {
    double mu = 4 * nu * nu, z = 8 * ax;
    r = (1 - (mu - 1) / z + (mu - 1) * (mu - 9) / (2 * z * z)) / std::sqrt(2 * kPi * ax);
  }
  return nu == 1 && x < 0 ? -r : r;
}
double besselK(double nu, double x, bool scaled) {
  if (std::isnan(x) || x < 0) return NAN;
  if (x == 0) return INFINITY;
  if (x > 700) return scaled ? std::sqrt(kPi / (2 * x)) * (1 + (4 * nu * nu - 1) / (8 * x)) : 0.0;
  double k = std::cyl_bessel_k(nu, x);
  return scaled ? std::exp(x) * k : k;
}
/// sin(pi x) / (pi x) in the computation dtype: the sign of sinc(1) = +-0
/// depends on float's rounding of pi.
template <class T>
T sinc(T x) {
  if (x == 0) return T(1);
  T px = static_cast<T>(kPi) * x;
  return std::sin(px) / px;
}
template <class T>
T entr(T x) {
  if (std::isnan(x)) return x;
  if (x > 0) return -x * std::log(x);
  if (x == 0) return 0;
  return -INFINITY;
}
/// deg2rad/rad2deg are ATen's mul by a wrapped double scalar (which half
/// types round to their own precision before multiplying).
Tensor angleScale(const Tensor& self, double k, const char* name) {
  TS_CHECK(!isComplexType(self.dtype()), std::string(name) + " is not supported for complex tensors.");
  return mul(self.to(floatResult(self.dtype())), Scalar(k));
}

struct Unary {
  const char* schema;
  const char* name;  ///< ATen's kernel name, for dtype errors
  double (*fn)(double);
  HalfTypes halves;
  /// Where ATen computes float (and half) inputs in float, that function:
  /// the last bits differ from rounding the double result.
  float (*floatFn)(float) = nullptr;
};

constexpr HalfTypes kBF16 = HalfTypes::BFloat16Only;
constexpr HalfTypes kNoHalf = HalfTypes::None;

// clang-format off
const Unary kUnary[] = {
    {"aten::digamma(Tensor self) -> Tensor", "digamma", [](double x) { return special::digamma(x); }, kBF16, special::digammaFloat},
    {"aten::i0(Tensor self) -> Tensor", "i0_vml_cpu", special::besselI0Double, kBF16, special::besselI0Float},
    {"aten::special_entr(Tensor self) -> Tensor", "entr_cpu", entr<double>, kBF16, entr<float>},
    {"aten::special_ndtri(Tensor self) -> Tensor", "ndtri_cpu", [](double x) { return special::ndtri(x); }, kNoHalf},
    {"aten::special_log_ndtr(Tensor self) -> Tensor", "log_ndtr_cpu", [](double x) { return special::logNdtr(x); }, kNoHalf},
    {"aten::special_i0e(Tensor self) -> Tensor", "i0e_cpu", [](double x) { return besselIScaled(0, x); }, kBF16},
    {"aten::special_i1(Tensor self) -> Tensor", "i1_cpu", [](double x) { return besselI(1, x); }, kNoHalf},
    {"aten::special_i1e(Tensor self) -> Tensor", "i1e_cpu", [](double x) { return besselIScaled(1, x); }, kNoHalf},
    {"aten::special_ndtr(Tensor self) -> Tensor", "erf_vml_cpu", [](double x) { return special::ndtr(x); }, kBF16},
    {"aten::special_erfcx(Tensor self) -> Tensor", "erfcx_cpu", [](double x) { return special::erfcx(x); }, kNoHalf},
    {"aten::special_airy_ai(Tensor x) -> Tensor", "airy_ai_cpu", [](double x) { return special::airyAi(x); }, kNoHalf},
    {"aten::special_bessel_j0(Tensor self) -> Tensor", "bessel_j0_cpu", besselJ0, kNoHalf},
    {"aten::special_bessel_j1(Tensor self) -> Tensor", "bessel_j1_cpu", besselJ1, kNoHalf},
    {"aten::special_bessel_y0(Tensor self) -> Tensor", "bessel_y0_cpu", [](double x) { return besselY(0, x); }, kNoHalf},
    {"aten::special_bessel_y1(Tensor self) -> Tensor", "bessel_y1_cpu", [](double x) { return besselY(1, x); }, kNoHalf},
    {"aten::special_modified_bessel_i0(Tensor self) -> Tensor", "modified_bessel_i0_cpu", [](double x) { return besselI(0, x); }, kNoHalf},
    {"aten::special_modified_bessel_i1(Tensor self) -> Tensor", "modified_bessel_i1_cpu", [](double x) { return besselI(1, x); }, kNoHalf},
    {"aten::special_modified_bessel_k0(Tensor self) -> Tensor", "modified_bessel_k0_cpu", [](double x) { return besselK(0, x, false); }, kNoHalf},
    {"aten::special_modified_bessel_k1(Tensor self) -> Tensor", "modified_bessel_k1_cpu", [](double x) { return besselK(1, x, false); }, kNoHalf},
    {"aten::special_scaled_modified_bessel_k0(Tensor x) -> Tensor", "scaled_modified_bessel_k0_cpu", [](double x) { return besselK(0, x, true); }, kNoHalf},
    {"aten::special_scaled_modified_bessel_k1(Tensor x) -> Tensor", "scaled_modified_bessel_k1_cpu", [](double x) { return besselK(1, x, true); }, kNoHalf},
    {"aten::special_spherical_bessel_j0(Tensor x) -> Tensor", "spherical_bessel_j0_cpu", [](double x) { return x == 0 ? 1.0 : std::sin(x) / x; }, kNoHalf},
};
// clang-format on

/// logit(x) with x clamped to [eps, 1 - eps] when eps is given.
Tensor logit(const Tensor& self, std::optional<double> eps) {
  return floatMap1(
      self, "logit_cpu",
      [eps](auto x) {
    using T = decltype(x);
    if (eps) {
      T lo = static_cast<T>(*eps), hi = static_cast<T>(1 - *eps);
      x = x < lo ? lo : (x > hi ? hi : x);
    }
    return std::log(x / (T(1) - x));
      },
      kBF16);
}

Tensor polygamma(int64_t n, const Tensor& self) {
  TS_CHECK(n >= 0, "polygamma(n, x) does not support negative n.");
  const char* name = n == 0 ? "digamma" : n == 1 ? "trigamma" : "polygamma";
  // digamma and trigamma compute in the tensor's own precision, as ATen's
  // calc_digamma<T>/calc_trigamma<T> do; higher orders go through zeta.
  return floatMap1(self, name, [n](auto x) -> decltype(x) {
    if constexpr (std::is_same_v<decltype(x), float>) {
      if (n == 0) return special::digammaFloat(x);
      if (n == 1) return special::trigammaFloat(x);
    }
    return static_cast<decltype(x)>(special::polygamma(n, x));
  }, kBF16);
}

/// The multivariate log-gamma of dimension p.
Tensor mvlgamma(const Tensor& self, int64_t p) {
  // PyTorch 1.13 checks p but no longer the domain x > (p - 1) / 2.
  TS_CHECK(p >= 1, "p has to be greater than or equal to 1");
  Tensor x = self.to(floatResult(self.dtype()));
  double shift = 0.25 * static_cast<double>(p * (p - 1)) * std::log(kPi);
  auto f = [p, shift](double v) {
    double s = shift;
    for (int64_t j = 0; j < p; ++j) s += std::lgamma(v - 0.5 * static_cast<double>(j));
    return s;
  };
  return floatMap1(x, "lgamma_vml_cpu", f, kBF16);
}

// ---- the orthogonal polynomials (ATen's *_polynomial_*_forward) ---------- //

/// The Chebyshev three-term recurrence P(k) = 2x P(k-1) - P(k-2) from
/// P(0) = 1 and P(1) = p1, evaluated at degree n >= 2.
template <class T>
T chebyshevRecurrence(T x, T p1, int64_t n) {
  T p = 1, q = p1, r = 0;
  for (int64_t k = 2; k <= n; ++k) {
    r = (x + x) * q - p;
    p = q;
    q = r;
  }
  return r;
}

template <class T>
T chebyshevT(T x, int64_t n) {
  if (n < 0) return T(0);
  if (std::fabs(x) == T(1)) return x > 0 || n % 2 == 0 ? T(1) : T(-1);
  if (n > 6 && std::fabs(x) < T(1)) return std::cos(static_cast<T>(n) * std::acos(x));
  if (n == 0) return T(1);
  if (n == 1) return x;
  return chebyshevRecurrence(x, x, n);
}

template <class T>
T chebyshevU(T x, int64_t n) {
  if (n < 0) return T(0);
  if (std::fabs(x) == T(1)) return static_cast<T>(x > 0 || n % 2 == 0 ? n + 1 : -(n + 1));
  if (n > 8 && std::fabs(x) < T(1)) {
    T a = std::acos(x);
    if (std::sin(a) != T(0)) return std::sin(static_cast<T>(n + 1) * a) / std::sin(a);
    return static_cast<T>(n + 1) * std::cos(static_cast<T>(n + 1) * a) / x;
  }
  if (n == 0) return T(1);
  if (n == 1) return x + x;
  return chebyshevRecurrence(x, x + x, n);
}

/// Chebyshev V (w=false) and W (w=true): the same recurrence from 2x -+ 1.
template <class T>
T chebyshevVW(T x, int64_t n, bool w) {
  if (n < 0) return T(0);
  const T odd_end = static_cast<T>(n % 2 == 0 ? n + n + 1 : -(n + n + 1));
  const T sign_end = n % 2 == 0 ? T(1) : T(-1);
  if (std::fabs(x) == T(1)) {
    if (x > 0) return w ? static_cast<T>(n + n + 1) : T(1);
    return w ? sign_end : odd_end;
  }
  if (n > 8 && std::fabs(x) < T(1)) {
    T a = std::acos(x), h = static_cast<T>(n) + T(0.5);
    if (!w && std::sin(a / T(2)) != T(1)) return std::cos(h * a) / std::cos(a / T(2));
    if (w && std::cos(a / T(2)) != T(1)) return std::sin(h * a) / std::sin(a / T(2));
    if (w && x > 0) return static_cast<T>(n + n + 1);
    return w ? sign_end : odd_end;
  }
  if (n == 0) return T(1);
  const T p1 = w ? x + x + T(1) : x + x - T(1);
  return n == 1 ? p1 : chebyshevRecurrence(x, p1, n);
}

template <class T>
T hermiteH(T x, int64_t n) {
  if (n < 0) return T(0);
  if (n == 0) return T(1);
  if (n == 1) return x + x;
  T p = 1, q = x + x, r = 0;
  for (int64_t k = 2; k < n + n; k += 2) {
    r = (x + x) * q - static_cast<T>(k) * p;
    p = q;
    q = r;
  }
  return r;
}

template <class T>
T hermiteHe(T x, int64_t n) {
  if (n < 0) return T(0);
  if (n == 0) return T(1);
  if (n == 1) return x;
  T p = 1, q = x, r = 0;
  for (int64_t k = 1; k < n; ++k) {
    r = x * q - static_cast<T>(k) * p;
    p = q;
    q = r;
  }
  return r;
}

template <class T>
T laguerreL(T x, int64_t n) {
  if (n < 0) return T(0);
  if (std::fabs(x) == T(0) || n == 0) return T(1);
  if (n == 1) return T(1) - x;
  T p = 1, q = T(1) - x, r = 0;
  for (int64_t k = 1; k < n; ++k) {
    r = ((static_cast<T>(k + k) + (T(1) - x)) * q - static_cast<T>(k) * p) / static_cast<T>(k + 1);
    p = q;
    q = r;
  }
  return r;
}

template <class T>
T legendreP(T x, int64_t n) {
  if (n < 0) return T(0);
  if (std::fabs(x) == T(1)) return x > 0 || n % 2 == 0 ? T(1) : T(-1);
  if (n == 0) return T(1);
  if (n == 1) return x;
  T p = 1, q = x, r = 0;
  for (int64_t k = 1; k < n; ++k) {
    r = (static_cast<T>(k + k + 1) * x * q - static_cast<T>(k) * p) / static_cast<T>(k + 1);
    p = q;
    q = r;
  }
  return r;
}

enum class Poly { T, U, V, W, H, He, L, P };

template <class T>
T evalPoly(Poly kind, T x, T nf) {
  // ATen truncates a floating degree to int64; NaN degrees give 0 via n < 0.
  int64_t n = std::isnan(nf) ? -1 : static_cast<int64_t>(nf);
  switch (kind) {
    case Poly::T: return chebyshevT(x, n);
    case Poly::U: return chebyshevU(x, n);
    case Poly::V: return chebyshevVW(x, n, false);
    case Poly::W: return chebyshevVW(x, n, true);
    case Poly::H: return hermiteH(x, n);
    case Poly::He: return hermiteHe(x, n);
    case Poly::L: return laguerreL(x, n);
    case Poly::P: return legendreP(x, n);
  }
  return T(0);
}

/// The three overloads (Tensor x, Tensor n), (Scalar x, Tensor n), (Tensor x, Scalar n).
template <class F>
void addPolynomial(Registry& r, const std::string& name, F f) {
  const std::string base = "aten::special_" + name;
  // ATen's kernel name for dtype errors; kept alive by the closures.
  auto kernel_name = std::make_shared<std::string>(name + "_cpu");
  auto call = [f, kernel_name](const Tensor& x, const Tensor& n) {
    return floatMap2(x, n, kernel_name->c_str(), f, kNoHalf);
  };
  r.add(base + "(Tensor x, Tensor n) -> Tensor", kern<2>([call](const IValue* a) { return call(toTensor(a[0]), toTensor(a[1])); }));
  r.add(base + ".x_scalar(Scalar x, Tensor n) -> Tensor", kern<2>([call](const IValue* a) { return call(detail::toWrappedScalar(a[0]), toTensor(a[1])); }));
  r.add(base + ".n_scalar(Tensor x, Scalar n) -> Tensor", kern<2>([call](const IValue* a) { return call(toTensor(a[0]), detail::toWrappedScalar(a[1])); }));
}

/// A binary float function with its (Tensor, Tensor), (Scalar, Tensor) and
/// (Tensor, Scalar) overloads ("" skips one).
template <class F>
void addBinaryFamily(Registry& r, const char* tt, const char* st, const char* ts, const char* name, F f,
                     HalfTypes halves) {
  auto call = [f, name, halves](const Tensor& x, const Tensor& y) { return floatMap2(x, y, name, f, halves); };
  if (*tt) r.add(tt, kern<2>([call](const IValue* a) { return call(toTensor(a[0]), toTensor(a[1])); }));
  if (*st) r.add(st, kern<2>([call](const IValue* a) { return call(detail::toWrappedScalar(a[0]), toTensor(a[1])); }));
  if (*ts) r.add(ts, kern<2>([call](const IValue* a) { return call(toTensor(a[0]), detail::toWrappedScalar(a[1])); }));
}

double xlog1py(double x, double y) {
  if (std::isnan(y)) return NAN;
  if (x == 0) return 0;
  return x * std::log1p(y);
}

void addBinaryOps(Registry& r) {
  auto igamma = [](double a, double x) { return special::incompleteGamma(a, x, false); };
  auto igammac = [](double a, double x) { return special::incompleteGamma(a, x, true); };
  auto zeta = [](double x, double q) { return special::zeta(x, q); };
  addBinaryFamily(r, "aten::igamma(Tensor self, Tensor other) -> Tensor", "", "", "igamma", igamma, HalfTypes::Both);
  addBinaryFamily(r, "aten::igammac(Tensor self, Tensor other) -> Tensor", "", "", "igammac", igammac, HalfTypes::Both);
  addBinaryFamily(r, "aten::special_gammainc(Tensor self, Tensor other) -> Tensor", "", "", "igamma", igamma, HalfTypes::Both);
  addBinaryFamily(r, "aten::special_gammaincc(Tensor self, Tensor other) -> Tensor", "", "", "igammac", igammac, HalfTypes::Both);
  addBinaryFamily(r, "aten::special_zeta(Tensor self, Tensor other) -> Tensor",
                  "aten::special_zeta.self_scalar(Scalar self, Tensor other) -> Tensor",
                  "aten::special_zeta.other_scalar(Tensor self, Scalar other) -> Tensor", "zeta_cpu", zeta, kNoHalf);
  addBinaryFamily(r, "aten::special_xlog1py(Tensor self, Tensor other) -> Tensor",
                  "aten::special_xlog1py.self_scalar(Scalar self, Tensor other) -> Tensor",
                  "aten::special_xlog1py.other_scalar(Tensor self, Scalar other) -> Tensor", "xlog1py", xlog1py,
                  HalfTypes::Both);
}

void addUnaryOps(Registry& r) {
  for (const Unary& u : kUnary) {
    double (*fn)(double) = u.fn;
    float (*floatFn)(float) = u.floatFn;
    const char* name = u.name;
    HalfTypes halves = u.halves;
    r.add(u.schema, kern<1>([fn, floatFn, name, halves](const IValue* a) {
      auto f = [fn, floatFn](auto x) {
        if constexpr (std::is_same_v<decltype(x), float>)
          if (floatFn) return floatFn(x);
        return static_cast<decltype(x)>(fn(x));
      };
      return floatMap1(toTensor(a[0]), name, f, halves);
    }));
  }
  r.add("aten::deg2rad(Tensor self) -> Tensor",
        kern<1>([](const IValue* a) { return angleScale(toTensor(a[0]), kPi / 180, "deg2rad"); }));
  r.add("aten::rad2deg(Tensor self) -> Tensor",
        kern<1>([](const IValue* a) { return angleScale(toTensor(a[0]), 180 / kPi, "rad2deg"); }));
  r.add("aten::sinc(Tensor self) -> Tensor",
        kern<1>([](const IValue* a) { return floatMap1(toTensor(a[0]), "sinc_cpu", [](auto x) { return sinc(x); }, kBF16); }));
  auto logitKernel = kern<2>([](const IValue* a) {
    return logit(toTensor(a[0]), a[1].isNone() ? std::nullopt : std::optional<double>(a[1].toNumber()));
  });
  r.add("aten::logit(Tensor self, float? eps=None) -> Tensor", logitKernel);
  r.add("aten::special_logit(Tensor self, float? eps=None) -> Tensor", logitKernel);
  auto polygammaKernel = kern<2>([](const IValue* a) { return polygamma(toInt(a[0]), toTensor(a[1])); });
  r.add("aten::polygamma(int n, Tensor self) -> Tensor", polygammaKernel);
  r.add("aten::special_polygamma(int n, Tensor self) -> Tensor", polygammaKernel);
  r.add("aten::polygamma_(Tensor(a!) self, int n) -> Tensor(a!)", kern<2>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    return detail::assignInPlace(s, polygamma(toInt(a[1]), s));
  }));
  auto mvlgammaKernel = kern<2>([](const IValue* a) { return mvlgamma(toTensor(a[0]), toInt(a[1])); });
  r.add("aten::mvlgamma(Tensor self, int p) -> Tensor", mvlgammaKernel);
  r.add("aten::special_multigammaln(Tensor self, int p) -> Tensor", mvlgammaKernel);
}

}  // namespace

void registerSpecialOps(Registry& r) {
  addUnaryOps(r);
  addBinaryOps(r);
  const std::pair<const char*, Poly> polys[] = {
      {"chebyshev_polynomial_t", Poly::T}, {"chebyshev_polynomial_u", Poly::U},
      {"chebyshev_polynomial_v", Poly::V}, {"chebyshev_polynomial_w", Poly::W},
      {"hermite_polynomial_h", Poly::H},   {"hermite_polynomial_he", Poly::He},
      {"laguerre_polynomial_l", Poly::L},  {"legendre_polynomial_p", Poly::P},
  };
  for (const auto& [name, kind] : polys) {
    Poly k = kind;
    addPolynomial(r, name, [k](auto x, auto n) { return evalPoly(k, x, n); });
  }
  // The shifted Chebyshev polynomials are T*(x) = T(2x - 1) and so on.
  const std::pair<const char*, Poly> shifted[] = {
      {"shifted_chebyshev_polynomial_t", Poly::T}, {"shifted_chebyshev_polynomial_u", Poly::U},
      {"shifted_chebyshev_polynomial_v", Poly::V}, {"shifted_chebyshev_polynomial_w", Poly::W}};
  for (const auto& [name, kind] : shifted) {
    Poly k = kind;
    addPolynomial(r, name, [k](auto x, auto n) { return evalPoly(k, x + x - decltype(x)(1), n); });
  }
}

}  // namespace ts
