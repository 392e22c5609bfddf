import torch

r = lambda t: (t * 10000).round() / 10000 + 0.0
x = torch.tensor([-2.0, -0.5, 0.0, 0.5, 1.0, 3.0])
p = torch.tensor([0.5, 1.0, 2.5, 4.0])
print(r(torch.special.erf(x)), r(torch.special.erfc(x)), r(torch.special.erfinv(torch.tensor([-0.9, 0.0, 0.5]))))
print(r(torch.special.expit(x)), r(torch.special.logit(torch.tensor([0.1, 0.5, 0.9]))), r(torch.special.logit(torch.tensor([0.0, 1.0, 0.3]), eps=0.01)))
print(r(torch.special.gammaln(p)), r(torch.special.digamma(p)), r(torch.special.polygamma(1, p)), r(torch.special.multigammaln(p + 1, 2)))
print(r(torch.special.i0(x)), r(torch.special.i0e(x)), r(torch.special.i1(x)), r(torch.special.i1e(x)))
print(r(torch.special.ndtr(x)), r(torch.special.ndtri(torch.tensor([0.1, 0.5, 0.975]))), r(torch.special.log_ndtr(x)))
print(r(torch.special.xlogy(torch.tensor([0.0, 2.0]), torch.tensor([0.0, 3.0]))), r(torch.special.xlog1py(torch.tensor([0.0, 2.0]), torch.tensor([-1.0, 3.0]))))
print(r(torch.special.entr(torch.tensor([-1.0, 0.0, 0.5, 1.0]))), r(torch.special.sinc(x)), r(torch.special.exp2(x)), r(torch.special.expm1(x)))
print(r(torch.special.log1p(p)), r(torch.special.erfcx(x)), r(torch.special.zeta(p + 1, torch.tensor(1.0))), r(torch.special.gammainc(p, p)), r(torch.special.gammaincc(p, torch.ones(4))))
print(r(torch.special.bessel_j0(x)), r(torch.special.bessel_j1(x)), r(torch.special.bessel_y0(p)), r(torch.special.bessel_y1(p)))
print(r(torch.special.modified_bessel_i0(x)), r(torch.special.modified_bessel_k0(p)), r(torch.special.scaled_modified_bessel_k1(p)))
print(r(torch.special.chebyshev_polynomial_t(x, 3)), r(torch.special.hermite_polynomial_h(x, 2)), r(torch.special.legendre_polynomial_p(x, 2)), r(torch.special.laguerre_polynomial_l(x, 3)))
print(r(torch.special.airy_ai(x)), r(torch.special.spherical_bessel_j0(x)), r(torch.special.round(torch.tensor([0.5, 1.5, -2.5]))))
print(r(torch.special.softmax(torch.tensor([1.0, 2.0, 3.0]), 0)), r(torch.special.log_softmax(torch.tensor([1.0, 2.0]), 0)), r(torch.special.logsumexp(x, 0)))
print(torch.special.erf(torch.tensor([1, 2])).dtype, torch.special.expit(torch.tensor([0])).dtype, torch.special.i0(torch.tensor([1], dtype=torch.float64)).dtype)
print(r(torch.lgamma(torch.tensor([-0.5, 0.5]))), torch.mvlgamma(torch.tensor([2.5]), 1).round(decimals=4), r(torch.sinc(torch.tensor([0.0, 0.25]))))


@torch.jit.script
def f(t: torch.Tensor):
    return torch.special.erf(t) + torch.special.expit(t) * torch.special.xlogy(t, t.abs() + 1)


print(r(f(x)))
