import torch
from torch.distributions import LowRankMultivariateNormal, MultivariateNormal, kl_divergence

torch.manual_seed(0)


def show(label, t):
    print(label, [round(v, 4) for v in t.flatten().tolist()])


loc = torch.tensor([0.5, -1.0, 2.0])
W = torch.tensor([[1.0, 0.2], [0.3, -0.5], [0.0, 0.7]])
Dg = torch.tensor([0.5, 1.0, 2.0])
d = LowRankMultivariateNormal(loc, W, Dg)
print(d)
print(d.batch_shape, d.event_shape, d.support, d.has_rsample)
s = d.sample()
show("sample", s)
s3 = d.sample((4,))
print(s3.shape)
show("sample4", s3)
show("log_prob", d.log_prob(s3))
show("entropy", d.entropy())
show("mean", d.mean)
show("mode", d.mode)
show("variance", d.variance)
show("cov", d.covariance_matrix)
show("prec", d.precision_matrix)
show("scale_tril", d.scale_tril)

# compare against the full-covariance MultivariateNormal
m = MultivariateNormal(loc, covariance_matrix=d.covariance_matrix)
show("mvn log_prob", m.log_prob(s3))
show("mvn entropy", m.entropy())

# batched
locb = torch.randn(2, 3)
Wb = torch.randn(2, 3, 1)
Db = torch.rand(2, 3) + 0.5
b = LowRankMultivariateNormal(locb, Wb, Db)
print(b.batch_shape, b.event_shape)
show("batch entropy", b.entropy())
show("batch log_prob", b.log_prob(torch.zeros(3)))
x = b.sample((2,))
print(x.shape)
e = d.expand((2,))
print(e.batch_shape, e.loc.shape, e.cov_factor.shape)
show("expand log_prob", e.log_prob(torch.zeros(2, 3)))
show("expand entropy", e.entropy())

# rsample gradients
locg = loc.clone().requires_grad_()
Wg = W.clone().requires_grad_()
r = LowRankMultivariateNormal(locg, Wg, Dg).rsample((3,))
(r ** 2).sum().backward()
show("grad loc", locg.grad)
show("grad W", Wg.grad)

# KL divergences
q = LowRankMultivariateNormal(torch.zeros(3), torch.ones(3, 1) * 0.5, torch.ones(3))
show("kl lr lr", kl_divergence(d, q))
show("kl lr mvn", kl_divergence(d, m))
show("kl mvn lr", kl_divergence(m, q))
show("kl mvn mvn", kl_divergence(m, MultivariateNormal(torch.zeros(3), q.covariance_matrix)))
show("kl batch", kl_divergence(b, q))

# errors
for args in [(torch.tensor(1.0), W, Dg), (loc, torch.ones(3), Dg), (loc, torch.ones(2, 2), Dg),
             (loc, W, torch.ones(2))]:
    try:
        LowRankMultivariateNormal(*args)
    except ValueError as e:
        print("ValueError:", e)
try:
    LowRankMultivariateNormal(torch.zeros(2, 3), torch.ones(4, 3, 1), torch.ones(3))
except ValueError as e:
    print("ValueError:", e)
try:
    LowRankMultivariateNormal(torch.tensor([0.0, float('nan'), 1.0]), W, Dg, validate_args=True)
except ValueError as e:
    print("ValueError:", str(e).splitlines()[0])
try:
    kl_divergence(d, LowRankMultivariateNormal(torch.zeros(2), torch.ones(2, 1), torch.ones(2)))
except ValueError as e:
    print("ValueError:", " ".join(str(e).split()))
