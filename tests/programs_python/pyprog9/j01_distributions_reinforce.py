# REINFORCE with torch.distributions.Categorical on a tiny bandit, plus Normal rsample reparameterization.
import torch
import torch.nn as nn
from torch.distributions import Categorical, Normal, Bernoulli, kl_divergence

torch.manual_seed(0)
rewards = torch.tensor([0.1, 0.9, 0.3])
policy = nn.Sequential(nn.Linear(1, 8), nn.Tanh(), nn.Linear(8, 3))
opt = torch.optim.Adam(policy.parameters(), lr=0.05)
baseline = 0.0
for episode in range(40):
    logits = policy(torch.ones(1, 1)).squeeze(0)
    dist = Categorical(logits=logits)
    actions = dist.sample((16,))
    r = rewards[actions] + 0.05 * torch.randn(16)
    baseline = 0.9 * baseline + 0.1 * r.mean().item()
    loss = -(dist.log_prob(actions) * (r - baseline)).mean() - 0.01 * dist.entropy()
    opt.zero_grad()
    loss.backward()
    opt.step()
    if episode % 10 == 9:
        print(episode + 1, [round(p, 2) for p in dist.probs.tolist()])
d = Categorical(probs=torch.tensor([0.2, 0.3, 0.5]))
print(d.entropy().round(decimals=4), d.log_prob(torch.tensor(2)).round(decimals=4), d.param_shape if hasattr(d, "param_shape") else None)
print(d.sample((2, 3)).shape, d.batch_shape, d.event_shape, d.support)
mu = torch.tensor([0.0, 1.0], requires_grad=True)
sigma = torch.tensor([1.0, 0.5], requires_grad=True)
n = Normal(mu, sigma)
s = n.rsample((1000,))
s.mean().backward()
print(mu.grad, sigma.grad.abs().sum().item() < 1.0, n.has_rsample, Categorical.has_rsample)
print(n.log_prob(torch.tensor([0.0, 1.0])).round(decimals=4), n.cdf(torch.tensor([0.0, 1.0])), n.mean, n.stddev)
print(kl_divergence(Normal(0.0, 1.0), Normal(1.0, 2.0)).round(decimals=4), Bernoulli(0.3).entropy().round(decimals=4))
print(n, d)
try:
    Normal(0.0, -1.0)
except ValueError as e:
    print("ValueError:", str(e)[:80])
