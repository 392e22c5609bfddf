import torch
from torch.distributions import ContinuousBernoulli, Beta, Uniform, Normal, Exponential, Pareto, Gamma, kl_divergence
from torch.distributions import constraints

torch.manual_seed(0)


def show(label, t):
    print(label, [round(v, 4) for v in t.flatten().tolist()])


d = ContinuousBernoulli(probs=torch.tensor([0.2, 0.5, 0.7, 0.9]))
print(d)
print(d.batch_shape, d.event_shape, d.has_rsample, d.support)
s = d.sample()
show("sample", s)
s2 = d.sample((3,))
print(s2.shape)
show("sample3", s2)
show("log_prob", d.log_prob(s))
show("mean", d.mean)
show("variance", d.variance)
show("stddev", d.stddev)
show("entropy", d.entropy())
show("cdf", d.cdf(torch.tensor([0.3, 0.3, 0.6, 0.9])))
show("cdf edges", d.cdf(torch.tensor([0., 1., 0.5, 1.])))
show("icdf", d.icdf(torch.tensor([0.1, 0.5, 0.6, 0.99])))
show("logits", d.logits)
print(d.param_shape)

# logits parametrization, scalars
e = ContinuousBernoulli(logits=0.3)
print(e, e.batch_shape)
print(round(e.mean.item(), 4), round(e.variance.item(), 4), round(e.entropy().item(), 4))
print(round(e.log_prob(torch.tensor(0.25)).item(), 4))
show("probs", e.probs)

# rsample gradients
p = torch.tensor([0.3, 0.8], requires_grad=True)
r = ContinuousBernoulli(probs=p).rsample((5,))
r.sum().backward()
show("rsample", r.detach())
show("grad", p.grad)

# expand
ex = d.expand((2, 4))
print(ex.batch_shape)
show("expanded mean", ex.mean)
print(type(ex).__name__, ex._lims)

# KL divergences
q = ContinuousBernoulli(probs=torch.tensor([0.4, 0.6, 0.3, 0.1]))
show("kl cb cb", kl_divergence(d, q))
show("kl beta cb", kl_divergence(Beta(torch.tensor([2.0, 1.5, 3., 1.]), torch.tensor([1.0, 2., 2., 1.])), q))
show("kl cb normal", kl_divergence(d, Normal(0.5, 1.0)))
show("kl cb exp", kl_divergence(d, Exponential(2.0)))
show("kl cb uniform", kl_divergence(d, Uniform(-1.0, 2.0)))
show("kl cb pareto", kl_divergence(d, Pareto(1.0, 2.0)))
show("kl uniform cb", kl_divergence(Uniform(torch.tensor([0.1] * 4), torch.tensor([0.9] * 4)), q))
show("kl normal cb", kl_divergence(Normal(torch.zeros(4), 1.0), q))
show("kl gamma cb", kl_divergence(Gamma(torch.ones(4), 1.0), q))

# validation
try:
    ContinuousBernoulli(probs=torch.tensor([1.5]), validate_args=True)
except ValueError as e:
    print("ValueError:", e)
try:
    ContinuousBernoulli(probs=0.3, logits=0.1)
except ValueError as e:
    print("ValueError:", e)
try:
    ContinuousBernoulli(probs=torch.tensor([0.3]), validate_args=True).log_prob(torch.tensor([1.5]))
except ValueError as e:
    print("ValueError:", e)
print(isinstance(ContinuousBernoulli.arg_constraints['probs'], type(constraints.unit_interval)))
