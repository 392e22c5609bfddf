// ===--- special_math.cpp - scalar special functions of torch.special -----=== //
// Double-precision scalar functions (special_math.h). Bessel functions come
// from the C++17 special math library; the rest follow ATen's Math.h
// algorithms so poles and infinities land where PyTorch puts them.
#include "ops/special_math.h"

#include <cmath>
#include <limits>

namespace ts::special {
namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

/// Series of P(a, x), for x < a + 1.
double gammaSeries(double a, double x) {
  double ap = a, sum = 1.0 / a, del = sum;
  for (int i = 0; i < 1000; ++i) {
    ap += 1;
    del *= x / ap;
    sum += del;
    if (std::fabs(del) < std::fabs(sum) * 1e-16) break;
  }
  return sum * std::exp(-x + a * std::log(x) - std::lgamma(a));
}

/// Continued fraction of Q(a, x), for x >= a + 1 (modified Lentz).
double gammaContinuedFraction(double a, double x) {
  const double tiny = 1e-300;
  double b = x + 1 - a, c = 1 / tiny, d = 1 / b, h = d;
  for (int i = 1; i < 1000; ++i) {
    double an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (std::fabs(d) < tiny) d = tiny;
    c = b + an / c;
    if (std::fabs(c) < tiny) c = tiny;
    d = 1 / d;
    double del = d * c;
    h *= del;
    if (std::fabs(del - 1) < 1e-16) break;
  }
  return std::exp(-x + a * std::log(x) - std::lgamma(a)) * h;
}

}  // namespace

double digamma(double x) {
  if (x == 0) return std::copysign(kInf, -x);
  if (x < 0) {
    if (x == std::trunc(x)) return kNaN;
    // Reflection: psi(1 - x) - psi(x) = pi / tan(pi x), with tan of the
    // fractional part (tan has period pi; pi * x rounds worse for |x| > 1).
    double whole;
    return digamma(1 - x) - kPi / std::tan(kPi * std::modf(x, &whole));
  }
  double result = 0;
  while (x < 10) {
    result -= 1 / x;
    x += 1;
  }
  if (x == 10) return result + 2.25175258906672110764;
  // Asymptotic series with the Bernoulli numbers B2k / 2k.
  static const double kA[] = {8.33333333333333333333E-2, -2.10927960927960927961E-2, 7.57575757575757575758E-3,
                              -4.16666666666666666667E-3, 3.96825396825396825397E-3, -8.33333333333333333333E-3,
                              8.33333333333333333333E-2};
  double y = 0;
  if (x < 1.0e17) {
    double z = 1 / (x * x), poly = 0;
    for (double a : kA) poly = poly * z + a;
    y = z * poly;
  }
  return result + std::log(x) - 0.5 / x - y;
}

float digammaFloat(float x) {
  if (x == 0) return std::copysign(INFINITY, -x);
  if (x < 0) {
    if (x == std::trunc(x)) return NAN;
    double whole;
    double r = std::modf(static_cast<double>(x), &whole);
    float reflection = static_cast<float>(kPi / std::tan(kPi * r));
    return digammaFloat(1 - x) - reflection;
  }
  float result = 0;
  while (x < 10) {
    result -= 1 / x;
    x += 1;
  }
  if (x == 10) return result + 2.25175258906672110764f;
  static const float kA[] = {8.33333333333333333333E-2f, -2.10927960927960927961E-2f, 7.57575757575757575758E-3f,
                             -4.16666666666666666667E-3f, 3.96825396825396825397E-3f, -8.33333333333333333333E-3f,
                             8.33333333333333333333E-2f};
  float y = 0;
  if (x < 1.0e17f) {
    float z = 1 / (x * x), poly = 0;
    for (float a : kA) poly = poly * z + a;
    y = z * poly;
  }
  return result + std::log(x) - (0.5f / x) - y;
}

namespace {
/// Cephes' chbevl: the Chebyshev series sum in T.
template <class T>
T chebyshevSeries(T x, const double* coeffs, int len) {
  T b0 = static_cast<T>(coeffs[0]), b1 = 0, b2 = 0;
  for (int i = 1; i < len; ++i) {
    b2 = b1;
    b1 = b0;
    b0 = x * b1 - b2 + static_cast<T>(coeffs[i]);
  }
  return T(0.5) * (b0 - b2);
}
// Cephes' coefficients for exp(-x) I0(x) on [0, 8] and exp(-x) sqrt(x) I0(x) on (8, inf).
const double kI0eA[30] = {
    -4.41534164647933937950E-18, 3.33079451882223809783E-17, -2.43127984654795469359E-16, 1.71539128555513303061E-15,
    -1.16853328779934516808E-14, 7.67618549860493561688E-14, -4.85644678311192946090E-13, 2.95505266312963983461E-12,
    -1.72682629144155570723E-11, 9.67580903537323691224E-11, -5.18979560163526290666E-10, 2.65982372468238665035E-9,
    -1.30002500998624804212E-8,  6.04699502254191894932E-8,  -2.67079385394061173391E-7, 1.11738753912010371815E-6,
    -4.41673835845875056359E-6,  1.64484480707288970893E-5,  -5.75419501008210370398E-5, 1.88502885095841655729E-4,
    -5.76375574538582365885E-4,  1.63947561694133579842E-3,  -4.32430999505057594430E-3, 1.05464603945949983183E-2,
    -2.37374148058994688156E-2,  4.93052842396707084878E-2,  -9.49010970480476444210E-2, 1.71620901522208775349E-1,
    -3.04682672343198398683E-1,  6.76795274409476084995E-1};
const double kI0eB[25] = {
    -7.23318048787475395456E-18, -4.83050448594418207126E-18, 4.46562142029675999901E-17,  3.46122286769746109310E-17,
    -2.82762398051658348494E-16, -3.42548561967721913462E-16, 1.77256013305652638360E-15,  3.81168066935262242075E-15,
    -9.55484669882830764870E-15, -4.15056934728722208663E-14, 1.54008621752140982691E-14,  3.85277838274214270114E-13,
    7.18012445138366623367E-13,  -1.79417853150680611778E-12, -1.32158118404477131188E-11, -3.14991652796324136454E-11,
    1.18891471078464383424E-11,  4.94060238822496958910E-10,  3.39623202570838634515E-9,   2.26666899049817806459E-8,
    2.04891858946906374183E-7,   2.89137052083475648297E-6,   6.88975834691682398426E-5,   3.36911647825569408990E-3,
    8.04490411014108831608E-1};

template <class T>
T besselI0(T x) {
  x = std::fabs(x);
  if (x <= T(8)) return std::exp(x) * chebyshevSeries(x / T(2) - T(2), kI0eA, 30);
  return std::exp(x) * chebyshevSeries(T(32) / x - T(2), kI0eB, 25) / std::sqrt(x);
}
}  // namespace

float besselI0Float(float x) { return besselI0(x); }
double besselI0Double(double x) { return besselI0(x); }

namespace {
/// ATen's calc_trigamma<T>: the reflection and the recurrence in T (a float
/// pole such as x = -2 gives sinf's residue, 3.2e14, not double's 1.6e32);
/// the asymptotic tail's double constants promote that sum to double.
template <typename T>
T trigammaIn(T x) {
  T sign = 1, result = 0;
  if (x < T(0.5)) {
    sign = -1;
    const T pi = static_cast<T>(kPi);
    const T s = std::sin(pi * x);
    result -= pi * pi / (s * s);
    x = 1 - x;
  }
  for (int i = 0; i < 6; ++i) {
    result += 1 / (x * x);
    x += 1;
  }
  const T ixx = 1 / (x * x);
  result += (1 + 1 / (2 * x) + ixx * (1.0 / 6 - ixx * (1.0 / 30 - ixx * (1.0 / 42)))) / x;
  return sign * result;
}
}  // namespace

double trigamma(double x) { return trigammaIn(x); }
float trigammaFloat(float x) { return trigammaIn(x); }

double zeta(double x, double q) {
  static const double kA[] = {12.0, -720.0, 30240.0, -1209600.0, 47900160.0, -1.8924375803183791606e9,
                              7.47242496e10, -2.950130727918164224e12, 1.1646782814350067249e14,
                              -4.5979787224074726105e15, 1.8152105401943546773e17, -7.1661652561756670113e18};
  const double kMachEp = 1.11022302462515654042E-16;
  if (x == 1) return kInf;
  if (x < 1) return kNaN;
  if (q <= 0) {
    if (q == std::floor(q)) return kInf;
    if (x != std::floor(x)) return kNaN;
  }
  double s = std::pow(q, -x), a = q, b = 0;
  int i = 0;
  while (i < 9 || a <= 9) {
    i += 1;
    a += 1;
    b = std::pow(a, -x);
    s += b;
    if (std::fabs(b / s) < kMachEp) return s;
  }
  double w = a;
  s += b * w / (x - 1);
  s -= 0.5 * b;
  a = 1;
  double k = 0;
  for (double coeff : kA) {
    a *= x + k;
    b /= w;
    double t = a * b / coeff;
    s += t;
    if (std::fabs(t / s) < kMachEp) return s;
    k += 1;
    a *= x + k;
    b /= w;
    k += 1;
  }
  return s;
}

double polygamma(int64_t n, double x) {
  if (n == 0) return digamma(x);
  if (n == 1) return trigamma(x);
  double sign = n % 2 ? 1.0 : -1.0;
  return sign * std::exp(std::lgamma(static_cast<double>(n) + 1)) * zeta(static_cast<double>(n + 1), x);
}

double incompleteGamma(double a, double x, bool upper) {
  if (std::isnan(a) || std::isnan(x) || x < 0 || a < 0) return kNaN;
  if (a == 0) {
    if (x > 0) return upper ? 0.0 : 1.0;
    return kNaN;
  }
  if (x == 0) return upper ? 1.0 : 0.0;
  if (std::isinf(a)) return std::isinf(x) ? kNaN : (upper ? 1.0 : 0.0);
  if (std::isinf(x)) return upper ? 0.0 : 1.0;
  if (x < a + 1) {
    double p = gammaSeries(a, x);
    return upper ? 1 - p : p;
  }
  double q = gammaContinuedFraction(a, x);
  return upper ? q : 1 - q;
}

double erfcx(double x) {
  if (std::isnan(x)) return x;
  if (x < 26) {
    if (x < -26.7) return kInf;
    return std::exp(x * x) * std::erfc(x);
  }
  // Asymptotic expansion 1/(x sqrt(pi)) * sum (-1)^k (2k-1)!! / (2x^2)^k.
  double z = 1 / (2 * x * x), term = 1, sum = 1;
  for (int k = 1; k < 12; ++k) {
    term *= -(2 * k - 1) * z;
    sum += term;
  }
  return sum / (x * std::sqrt(kPi));
}

double ndtr(double x) { return 0.5 * std::erfc(-x / std::sqrt(2.0)); }

double logNdtr(double x) {
  const double t = x / std::sqrt(2.0);
  if (x < -1) return std::log(erfcx(-t) / 2) - t * t;
  return std::log1p(-std::erfc(t) / 2);
}

double ndtri(double p) {
  if (std::isnan(p) || p < 0 || p > 1) return kNaN;
  if (p == 0) return -kInf;
  if (p == 1) return kInf;
  // Acklam's rational approximation, then one Halley step on ndtr.
  static const double a[] = {-3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02,
                             1.383577518672690e+02, -3.066479806614716e+01, 2.506628277459239e+00};
  static const double b[] = {-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
                             6.680131188771972e+01, -1.328068155288572e+01};
  static const double c[] = {-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
                             -2.549732539343734e+00, 4.374664141464968e+00, 2.938163982698783e+00};
  static const double d[] = {7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00,
                             3.754408661907416e+00};
  double x;
  if (p < 0.02425 || p > 1 - 0.02425) {
    double q = std::sqrt(-2 * std::log(p < 0.5 ? p : 1 - p));
    x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
        ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    if (p > 0.5) x = -x;
  } else {
    double q = p - 0.5, r = q * q;
    x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
        (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
  }
  double e = ndtr(x) - p;
  double u = e * std::sqrt(2 * kPi) * std::exp(x * x / 2);
  return x - u / (1 + x * u / 2);
}

double airyAi(double x) {
  if (std::isnan(x)) return x;
  if (x == 0) return 0.35502805388781723926;
  const double zeta_ = 2.0 / 3.0 * std::pow(std::fabs(x), 1.5);
  if (x > 0) {
    if (zeta_ > 700) return 0.0;
    return std::sqrt(x / 3) * std::cyl_bessel_k(1.0 / 3, zeta_) / kPi;
  }
  if (zeta_ > 1e8) return kNaN;
  // J_{-1/3} = cos(pi/3) J_{1/3} - sin(pi/3) Y_{1/3}.
  const double j = std::cyl_bessel_j(1.0 / 3, zeta_);
  const double jm = 0.5 * j - std::sqrt(3.0) / 2 * std::cyl_neumann(1.0 / 3, zeta_);
  return std::sqrt(-x) / 3 * (j + jm);
}

}  // namespace ts::special
