import torch
from torch.distributions import Binomial, Poisson, Geometric

torch.manual_seed(21)
counts = torch.tensor([0., 1., 5., 10., 40., 100., 1000., 7.])
probs = torch.tensor([0.5, 0.3, 0.9, 0.05, 0.5, 0.97, 0.31, 1.0])
s = torch.binomial(counts.repeat(30), probs.repeat(30))
print(s.sum().item(), s[:16].tolist())
sd = torch.binomial(counts.double(), probs.double())
print(sd.tolist())
b = Binomial(20, torch.tensor([0.1, 0.5, 0.8]))
print(b.sample((4,)))
print(b.entropy(), b.log_prob(b.sample()))
b2 = Binomial(torch.tensor([[5.], [50.]]), logits=torch.tensor([-1.0, 2.0]))
print(b2.batch_shape, b2.sample())
print(Binomial(3, 0.5).enumerate_support())
print(Poisson(torch.tensor([0.5, 30.0])).sample((3,)))
print(Geometric(torch.tensor([0.05])).sample((5,)).squeeze())
