// ===--- special_math.h - scalar special functions of torch.special -------=== //
// The scalar functions behind torch.special and the gamma-family operators
// (digamma, polygamma, Hurwitz zeta, regularized incomplete gamma, ndtri,
// erfcx, Bessel and Airy functions), in double precision, following the
// algorithms ATen uses (Cephes) where PyTorch's edge cases depend on them.
// Internal to src/ops/special_*.cpp.
#pragma once

#include <cstdint>

namespace ts::special {

/// psi(x), with ATen's poles (NaN at negative integers, -inf/+inf at -0/+0).
double digamma(double x);
/// psi(x) computed in float, as ATen's calc_digamma(float) (only the
/// reflection's pi / tan(pi r) is evaluated in double).
float digammaFloat(float x);
/// I0(x) as ATen's calc_i0<T>: exp(x) times Cephes' Chebyshev series, in T.
float besselI0Float(float x);
double besselI0Double(double x);
/// psi'(x), in double and (as ATen's float kernel) in float.
double trigamma(double x);
float trigammaFloat(float x);
/// Hurwitz zeta(x, q) (Cephes zeta).
double zeta(double x, double q);
/// d^n/dx^n psi(x).
double polygamma(int64_t n, double x);
/// Regularized lower (upper=false) / upper incomplete gamma P(a, x) / Q(a, x).
double incompleteGamma(double a, double x, bool upper);
/// exp(x^2) * erfc(x) without overflow.
double erfcx(double x);
/// The standard normal CDF, its log, and its inverse.
double ndtr(double x);
double logNdtr(double x);
double ndtri(double p);
/// Airy function Ai(x).
double airyAi(double x);

}  // namespace ts::special
