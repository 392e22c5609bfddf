// ===--- math_gamma.cpp - math.gamma / math.lgamma as CPython computes them --=== //
// CPython does not call libm for these: it evaluates Lanczos' approximation
// (g = 6.0246..., N = 13) itself, and libm's results differ in the last ulp
// (lgamma(10) is 12.801827480081467 in CPython, ...469 in glibc). The domain
// errors come back as NaN so math's checkDomain raises "math domain error".
#include <cmath>

namespace ts::py {

namespace {

constexpr double kPi = 3.141592653589793238462643383279502884197;
constexpr double kLogPi = 1.144729885849400174143427351353058711647;
constexpr int kLanczosN = 13;
constexpr double kLanczosG = 6.024680040776729583740234375;
constexpr double kLanczosGMinusHalf = 5.524680040776729583740234375;
constexpr double kLanczosNum[kLanczosN] = {
    23531376880.410759688572007674451636754734846804940, 42919803642.649098768957899047001988850926355848959,
    35711959237.355668049440185451547166705960488635843, 17921034426.037209699919755754458931112671403265390,
    6039542586.3520280050642916443072979210699388420708, 1439720407.3117216736632230727949123939715485786772,
    248874557.86205415651146038641322942321632125127801, 31426415.585400194380614231628318205362874684987640,
    2876370.6289353724412254090516208496135991145378768, 186056.26539522349504029498971604569928220784236328,
    8071.6720023658162106380029022722506138218516325024, 210.82427775157934587250973392071336271166969580291,
    2.5066282746310002701649081771338373386264310793408};
// x*(x+1)*...*(x+N-2) expanded.
constexpr double kLanczosDen[kLanczosN] = {0.0,       39916800.0, 120543840.0, 150917976.0, 105258076.0,
                                           45995730.0, 13339535.0, 2637558.0,   357423.0,    32670.0,
                                           1925.0,     66.0,       1.0};
constexpr double kGammaIntegral[] = {1.0,
                                     1.0,
                                     2.0,
                                     6.0,
                                     24.0,
                                     120.0,
                                     720.0,
                                     5040.0,
                                     40320.0,
                                     362880.0,
                                     3628800.0,
                                     39916800.0,
                                     479001600.0,
                                     6227020800.0,
                                     87178291200.0,
                                     1307674368000.0,
                                     20922789888000.0,
                                     355687428096000.0,
                                     6402373705728000.0,
                                     121645100408832000.0,
                                     2432902008176640000.0,
                                     51090942171709440000.0,
                                     1124000727777607680000.0};
constexpr int kGammaIntegralCount = 23;

double lanczosSum(double x) {
  double num = 0.0, den = 0.0;
  if (x < 5.0) {
    for (int i = kLanczosN; --i >= 0;) {
      num = num * x + kLanczosNum[i];
      den = den * x + kLanczosDen[i];
    }
  } else {
    for (int i = 0; i < kLanczosN; i++) {
      num = num / x + kLanczosNum[i];
      den = den / x + kLanczosDen[i];
    }
  }
  return num / den;
}

// sin(pi*x), exact at the integers and half-integers.
double sinPi(double x) {
  double y = std::fmod(std::fabs(x), 2.0);
  int n = static_cast<int>(std::round(2.0 * y));
  double r = 0.0;
  switch (n) {
    case 0: r = std::sin(kPi * y); break;
    case 1: r = std::cos(kPi * (y - 0.5)); break;
    case 2: r = std::sin(kPi * (1.0 - y)); break;
    case 3: r = -std::cos(kPi * (y - 1.5)); break;
    default: r = std::sin(kPi * (y - 2.0)); break;
  }
  return std::copysign(1.0, x) * r;
}

// y^(e) applied as one pow, or as two half-powers near overflow.
double scaleByPow(double r, double y, double absx, bool divide) {
  if (absx < 140.0) {
    double p = std::pow(y, absx - 0.5);
    return divide ? r / p : r * p;
  }
  double sqrtpow = std::pow(y, absx / 2.0 - 0.25);
  return divide ? r / sqrtpow / sqrtpow : r * sqrtpow * sqrtpow;
}

}  // namespace

double pythonTgamma(double x) {
  if (!std::isfinite(x)) return (std::isnan(x) || x > 0.0) ? x : NAN;
  if (x == 0.0) return NAN;
  if (x == std::floor(x)) {
    if (x < 0.0) return NAN;
    if (x <= kGammaIntegralCount) return kGammaIntegral[static_cast<int>(x) - 1];
  }
  double absx = std::fabs(x);
  if (absx < 1e-20) return 1.0 / x;
  if (absx > 200.0) return x < 0.0 ? 0.0 / sinPi(x) : HUGE_VAL;
  double y = absx + kLanczosGMinusHalf;
  // The rounding error of y, folded back in below.
  volatile double q = absx > kLanczosGMinusHalf ? y - absx : y - kLanczosGMinusHalf;
  double z = absx > kLanczosGMinusHalf ? q - kLanczosGMinusHalf : q - absx;
  z = z * kLanczosG / y;
  if (x < 0.0) {
    double r = -kPi / sinPi(absx) / absx * std::exp(y) / lanczosSum(absx);
    r -= z * r;
    return scaleByPow(r, y, absx, true);
  }
  double r = lanczosSum(absx) / std::exp(y);
  r += z * r;
  return scaleByPow(r, y, absx, false);
}

double pythonLgamma(double x) {
  if (!std::isfinite(x)) return std::isnan(x) ? x : HUGE_VAL;
  if (x == std::floor(x) && x <= 2.0) return x <= 0.0 ? NAN : 0.0;
  double absx = std::fabs(x);
  if (absx < 1e-20) return -std::log(absx);
  double r = std::log(lanczosSum(absx)) - kLanczosG;
  r += (absx - 0.5) * (std::log(absx + kLanczosG - 0.5) - 1);
  if (x < 0.0) r = kLogPi - std::log(std::fabs(sinPi(absx))) - std::log(absx) - r;
  return r;
}

}  // namespace ts::py
