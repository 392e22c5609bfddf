import torch
import torch.distributions as D
from torch.distributions import transforms as T

torch.manual_seed(0)

# Every public transform is re-exported at the package level.
names = [n for n in dir(D) if n.endswith('Transform')]
print(names)
print(sorted(T.__all__))
print(D.identity_transform is T.identity_transform)
print(all(getattr(D, n) is getattr(T, n) for n in T.__all__))


def show(label, t):
    print(label, [round(v, 4) for v in t.flatten().tolist()])


# CatTransform: transforms applied to slices along a dim.
x0 = torch.cat([torch.arange(1., 4.), torch.arange(1., 4.)], dim=0)
t0 = D.CatTransform([D.ExpTransform(), D.identity_transform], dim=0, lengths=[3, 3])
y0 = t0(x0)
show("cat y", y0)
show("cat inv", t0.inv(y0))
show("cat ladj", t0.log_abs_det_jacobian(x0, y0))
print("cat bijective", t0.bijective, t0.event_dim, t0.length)
print("cat domain check", t0.domain.check(x0).tolist())
print("cat codomain check", t0.codomain.check(y0).tolist())

x = torch.randn(2, 4)
tc = D.CatTransform([D.SigmoidTransform(), D.AffineTransform(1., 2.)], dim=1, lengths=[1, 3])
show("cat2 y", tc(x))
show("cat2 ladj", tc.log_abs_det_jacobian(x, tc(x)))
tcc = tc.with_cache(1)
print(type(tcc).__name__, tcc._cache_size)

# StackTransform: one transform per index along dim.
xs = torch.randn(3, 2)
ts = D.StackTransform([D.ExpTransform(), D.TanhTransform()], dim=1)
ys = ts(xs)
show("stack y", ys)
show("stack inv", ts.inv(ys))
show("stack ladj", ts.log_abs_det_jacobian(xs, ys))
print("stack domain", ts.domain.check(xs).tolist())
print("stack codomain", ts.codomain.check(ys).tolist())
print("stack bijective", ts.bijective)

# CorrCholeskyTransform: vector of length D(D-1)/2 -> Cholesky factor of a correlation matrix.
tr = D.CorrCholeskyTransform()
v = torch.randn(6)
L = tr(v)
show("corr L", L)
show("corr LLt diag", (L @ L.T).diagonal())
show("corr inv", tr.inv(L))
print("corr ladj", round(tr.log_abs_det_jacobian(v, L).item(), 4))
print("corr codomain", tr.codomain.check(L).item())
print(tr.forward_shape((5, 6)), tr.inverse_shape((5, 4, 4)))
try:
    tr.forward_shape((5,))
except ValueError as e:
    print("ValueError:", e)
try:
    tr.inverse_shape((3, 4))
except ValueError as e:
    print("ValueError:", e)
vb = torch.randn(2, 3)
show("corr batch", tr(vb))
print(tr(vb).shape, tr.domain.event_dim, tr.codomain.event_dim)

# Other transforms now importable from the package.
print(D.SoftplusTransform()(torch.tensor([0., 1.])).tolist())
show("softmax", D.SoftmaxTransform()(torch.tensor([1., 2., 3.])))
print(D.ReshapeTransform((2, 3), (6,))(torch.ones(2, 3)).shape)
print(D.IndependentTransform(D.ExpTransform(), 1).log_abs_det_jacobian(torch.ones(2, 3), torch.ones(2, 3)).shape)
show("lowerchol", D.LowerCholeskyTransform()(torch.tensor([[0., 5.], [2., 1.]])))
cdf = D.CumulativeDistributionTransform(D.Normal(0., 1.))
show("cdt", cdf(torch.tensor([0., 1.])))

# A distribution through a CorrCholeskyTransform.
td = D.TransformedDistribution(D.Independent(D.Normal(torch.zeros(3), torch.ones(3)), 1), [tr])
s = td.sample()
print(s.shape, td.event_shape)
print("td log_prob", round(td.log_prob(s).item(), 4))
