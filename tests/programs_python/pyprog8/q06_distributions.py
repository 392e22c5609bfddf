# torch.distributions for a REINFORCE-style policy: log_prob, entropy, KL, sampling with a seed.
import torch
from torch.distributions import Normal, Categorical, Bernoulli, Uniform, kl_divergence, Independent

torch.manual_seed(0)
logits = torch.tensor([[1.0, 2.0, 0.5], [0.0, 0.0, 0.0]])
pi = Categorical(logits=logits)
print(pi)
print(torch.round(pi.probs, decimals=4))
actions = pi.sample()
print("actions", actions, "batch_shape", pi.batch_shape, "event_shape", pi.event_shape)
print("log_prob", torch.round(pi.log_prob(torch.tensor([1, 2])), decimals=4))
print("entropy", torch.round(pi.entropy(), decimals=4))

n = Normal(torch.tensor([0.0, 1.0]), torch.tensor([1.0, 0.5]))
print(n)
print("mean", n.mean, "stddev", n.stddev, "variance", n.variance)
print("log_prob", torch.round(n.log_prob(torch.tensor([0.5, 0.5])), decimals=4))
print("cdf", torch.round(n.cdf(torch.tensor([0.0, 1.0])), decimals=4))
s = n.rsample((3,))
print("rsample shape", tuple(s.shape))
m = Normal(torch.tensor([1.0, 1.0]), torch.tensor([2.0, 0.5]))
print("kl", torch.round(kl_divergence(n, m), decimals=4))

ind = Independent(n, 1)
print(ind.batch_shape, ind.event_shape, round(ind.log_prob(torch.zeros(2)).item(), 4))

b = Bernoulli(probs=torch.tensor([0.2, 0.9]))
print("bernoulli entropy", torch.round(b.entropy(), decimals=4), b.sample().shape)
u = Uniform(0.0, 2.0)
print("uniform", u.mean, round(u.entropy().item(), 4), u.support)

mu = torch.tensor([0.5], requires_grad=True)
dist = Normal(mu, 1.0)
returns = torch.tensor([1.0, -1.0, 2.0])
acts = torch.tensor([0.0, 1.0, 0.3])
loss = -(dist.log_prob(acts) * returns).mean()
loss.backward()
print("policy loss", round(loss.item(), 4), "grad", torch.round(mu.grad, decimals=4))
try:
    Categorical(probs=torch.tensor([0.5, -0.5]))
except ValueError as e:
    print("ValueError:", str(e)[:60])
