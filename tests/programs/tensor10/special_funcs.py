import torch


def r(t):
    return torch.round(t, decimals=4)


x = torch.tensor([0.1, 0.5, 1.0, 2.5, 7.0])
print(r(torch.erf(x)), r(torch.erfc(x)), r(torch.erfinv(x / 8)), r(torch.lgamma(x)), r(torch.digamma(x)))
print(r(torch.polygamma(1, x)), r(torch.i0(x)), r(torch.special.i0e(x)), r(torch.special.i1(x)), r(torch.special.i1e(x)))
print(r(torch.sinc(x)), r(torch.xlogy(x, x)), r(torch.special.xlog1py(x, x)), r(torch.logit(x / 8)), r(torch.special.expit(x)))
print(r(torch.special.ndtr(x)), r(torch.special.ndtri(x / 8)), r(torch.special.log_ndtr(-x)), r(torch.special.entr(x / 8)), r(torch.mvlgamma(x + 1, 2)))
print(r(torch.special.zeta(x + 1, torch.tensor(1.0))), r(torch.special.erfcx(x)), r(torch.igamma(x, x)), r(torch.igammac(x, x)), r(torch.special.gammaln(x)))
print(r(torch.special.logsumexp(x, 0)), r(torch.special.softmax(x, 0)), r(torch.special.log1p(x)), r(torch.special.expm1(x)), r(torch.special.exp2(x)))
print(r(torch.special.bessel_j0(x)) if hasattr(torch.special, "bessel_j0") else "", r(torch.special.sinc(torch.tensor([0.0]))), r(torch.special.round(x)))
print(torch.lgamma(torch.tensor([0.0, -1.0, -0.5])), torch.digamma(torch.tensor([0.0, -1.0])), torch.erfinv(torch.tensor([1.0, -1.0, 1.5])))
print(r(torch.hypot(x, x)), r(torch.atan2(x, -x)), r(torch.logaddexp(x, x)), r(torch.logaddexp2(x, x)), r(torch.copysign(x, -1)), r(torch.nextafter(x, x + 1) - x))
print(r(torch.frexp(x)[0]), torch.frexp(x)[1], r(torch.ldexp(x, torch.tensor([2]))), r(torch.float_power(x, 2)), torch.gcd(torch.tensor([12, 18]), torch.tensor([8, 27])), torch.lcm(torch.tensor([4, 6]), torch.tensor([6, 4])))
print(r(torch.deg2rad(torch.tensor([180.0]))), r(torch.rad2deg(torch.tensor([3.14159]))), torch.signbit(torch.tensor([-0.0, 0.0, -1.0])), torch.heaviside(torch.tensor([-1.0, 0.0, 2.0]), torch.tensor([0.5])))
