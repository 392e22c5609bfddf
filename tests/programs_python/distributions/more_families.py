import torch
from torch.distributions import (Multinomial, Gumbel, StudentT, HalfCauchy, HalfNormal, Pareto, Weibull,
                                 NegativeBinomial, Cauchy, kl_divergence, Normal)

torch.manual_seed(31)
m = Multinomial(10, torch.tensor([0.2, 0.3, 0.5]))
print(m)
s = m.sample((3,))
print(s, m.log_prob(s))
print(m.mean, m.variance, m.entropy())
mb = Multinomial(4, logits=torch.zeros(2, 3))
print(mb.sample(), mb.batch_shape, mb.event_shape)
g = Gumbel(torch.tensor([0.0, 1.0]), torch.tensor([1.0, 2.0]))
print(g.sample((2,)), g.log_prob(torch.tensor([0.5, 0.5])), g.mean, g.variance, g.entropy())
t = StudentT(torch.tensor([1.0, 3.0, 10.0]))
print(t.sample((2,)), t.log_prob(torch.tensor([0.0, 1.0, 2.0])), t.mean, t.variance, t.entropy())
hc = HalfCauchy(torch.tensor([1.0, 2.0]))
print(hc.sample(), hc.log_prob(torch.tensor([0.5, 1.0])), hc.cdf(torch.tensor([0.5, 1.0])), hc.entropy())
hn = HalfNormal(torch.tensor([1.0, 2.0]))
print(hn.sample(), hn.log_prob(torch.tensor([0.5, 1.0])), hn.mean, hn.variance, hn.entropy())
p = Pareto(torch.tensor([1.0]), torch.tensor([3.0]))
print(p.sample((3,)).squeeze(), p.log_prob(torch.tensor([2.0])), p.mean, p.variance, p.entropy(), p.support)
w = Weibull(torch.tensor([1.0, 2.0]), torch.tensor([0.5, 1.5]))
print(w.sample(), w.log_prob(torch.tensor([1.0, 1.0])), w.mean, w.variance, w.entropy())
nb = NegativeBinomial(torch.tensor([3.0, 10.0]), probs=torch.tensor([0.4, 0.7]))
print(nb.sample((2,)), nb.log_prob(torch.tensor([2.0, 20.0])), nb.mean, nb.variance, nb.mode)
c = Cauchy(0.0, 1.0)
print(c.sample((3,)), c.log_prob(torch.tensor(1.0)), c.cdf(torch.tensor(1.0)), c.icdf(torch.tensor(0.75)).round(decimals=4))  # tan is SIMD-sensitive
print(kl_divergence(Gumbel(0.0, 1.0), Gumbel(1.0, 2.0)), kl_divergence(Cauchy(0.0, 1.0), Cauchy(1.0, 3.0)))
print(kl_divergence(HalfNormal(1.0), HalfNormal(2.0)), kl_divergence(Normal(0.0, 1.0), Gumbel(0.0, 1.0)))
print(kl_divergence(Pareto(1.0, 2.0), Pareto(0.5, 3.0)))
# scalar parameters give 0-dim tensors: kl's masked assignments index them with 0-dim masks
from torch.distributions import Uniform, Bernoulli, Binomial
print(kl_divergence(Uniform(0., 1.), Uniform(0., 2.)), kl_divergence(Uniform(0., 3.), Uniform(0., 2.)))
print(kl_divergence(Bernoulli(0.3), Bernoulli(0.5)), kl_divergence(Bernoulli(0.0), Bernoulli(1.0)))
x = torch.tensor(1.0)
x[torch.tensor(True)] = 5
print(x, x[torch.tensor(False)], x[torch.tensor(True)])
y = torch.tensor([1.0, 2.0])
y[torch.tensor(True)] = 3
print(y, y[torch.tensor(True)].shape)
