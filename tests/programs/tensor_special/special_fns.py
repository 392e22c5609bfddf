import torch


def r(t):
    return t.round(decimals=4) + 0.0


@torch.jit.script
def spec(x: torch.Tensor):
    return (torch.special.erf(x), torch.special.erfc(x), torch.special.erfinv(x / 4), torch.special.expit(x), torch.special.logit(torch.sigmoid(x)),
            torch.special.xlogy(x, x.abs()), torch.special.gammaln(x.abs() + 1), torch.special.digamma(x.abs() + 1), torch.special.i0(x),
            torch.special.i0e(x), torch.special.i1(x), torch.special.ndtr(x), torch.special.ndtri(torch.sigmoid(x)), torch.special.log_ndtr(x),
            torch.special.sinc(x), torch.special.entr(x.abs()), torch.special.expm1(x), torch.special.exp2(x), torch.special.log1p(x.abs()),
            torch.special.round(x), torch.special.softmax(x, 0), torch.special.log_softmax(x, 0), torch.special.logsumexp(x, 0), torch.special.multigammaln(x.abs() + 2, 2),
            torch.special.polygamma(1, x.abs() + 1), torch.special.zeta(x.abs() + 2, torch.tensor(1.0)), torch.special.xlog1py(x, x.abs()), torch.special.erfcx(x))


x = torch.tensor([-1.5, -0.25, 0.0, 0.5, 2.0, 3.5])
for t in spec(x):
    print(r(t))
print(r(torch.lgamma(torch.tensor([0.5, 3.0]))), r(torch.mvlgamma(torch.tensor([2.5]), 3)), r(torch.igamma(torch.tensor([1.0, 2.0]), torch.tensor([1.0, 3.0]))), r(torch.igammac(torch.tensor([1.0]), torch.tensor([2.0]))))
print(torch.special.gammaln(torch.tensor([0.0, -1.0])), torch.special.entr(torch.tensor([-1.0, 0.0])), torch.special.sinc(torch.tensor([0.0])))
