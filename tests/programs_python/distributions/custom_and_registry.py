import math
import torch
import torch.distributions as D
from torch.distributions import constraints, register_kl, kl_divergence
from torch.distributions.distribution import Distribution
from torch.distributions.exp_family import ExponentialFamily


class Triangle(Distribution):
    arg_constraints = {'width': constraints.positive}
    support = constraints.real
    has_rsample = True

    def __init__(self, width, validate_args=None):
        self.width, = D.utils.broadcast_all(width)
        super().__init__(self.width.shape, validate_args=validate_args)

    def rsample(self, sample_shape=torch.Size()):
        shape = self._extended_shape(sample_shape)
        u = torch.rand(shape) + torch.rand(shape) - 1
        return u * self.width

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        return torch.log((self.width - value.abs()).clamp(min=0) / self.width ** 2)


torch.manual_seed(41)
t = Triangle(torch.tensor([1.0, 2.0]))
print(t, t.batch_shape, t.sample((2,)), t.log_prob(torch.tensor([0.5, 0.5])))
print(t.has_rsample, t.stddev if False else 'skip')
try:
    t.entropy()
except NotImplementedError:
    print("entropy not implemented")
try:
    Triangle(torch.tensor([-1.0]))
except ValueError as e:
    print("ValueError:", str(e).splitlines()[0])
try:
    t.expand(torch.Size([3, 2]))
except NotImplementedError as e:
    print("NotImplementedError")


@register_kl(Triangle, Triangle)
def _kl_tri(p, q):
    return (q.width / p.width).log()


print(kl_divergence(t, Triangle(torch.tensor([2.0, 2.0]))))
try:
    kl_divergence(t, D.Normal(0.0, 1.0))
except NotImplementedError as e:
    print("NotImplementedError:", e)


class MyExp(ExponentialFamily):
    arg_constraints = {'rate': constraints.positive}
    support = constraints.positive
    _mean_carrier_measure = 0

    def __init__(self, rate):
        self.rate = rate
        super().__init__(rate.shape)

    @property
    def _natural_params(self):
        return (-self.rate,)

    def _log_normalizer(self, x):
        return -torch.log(-x)


e = MyExp(torch.tensor([0.5, 2.0]))
print(e.entropy(), D.Exponential(torch.tensor([0.5, 2.0])).entropy())
print(kl_divergence(MyExp(torch.tensor([1.0])), MyExp(torch.tensor([3.0]))))
print(kl_divergence(D.Poisson(torch.tensor([2.0])), D.Poisson(torch.tensor([3.0]))))
print(D.Normal(0.0, 1.0).perplexity(), D.Categorical(logits=torch.zeros(4)).perplexity())
n = D.Normal(torch.tensor([0.0]), torch.tensor([1.0])).expand([3])
print(n.batch_shape, n.loc)
ind = D.Independent(D.MultivariateNormal(torch.zeros(2, 3), torch.eye(3)), 1)
print(ind.batch_shape, ind.event_shape, round(ind.log_prob(torch.zeros(2, 3)).item(), 4))
print(D.Normal.has_rsample, D.Categorical.has_enumerate_support, D.Bernoulli.support, D.Beta.support)
print(D.Gamma.arg_constraints, D.Dirichlet.arg_constraints)
print(isinstance(D.Normal(0., 1.), D.ExponentialFamily), issubclass(D.LogNormal, D.TransformedDistribution))
print(constraints.is_dependent(D.Uniform.arg_constraints['low']), D.Uniform.support.event_dim)
print(D.transforms.identity_transform, D.ExpTransform().inv.inv)
print(D.kl.kl_divergence is kl_divergence, D.Normal(0., 1.)._validate_args)
