import torch
import torch.nn as nn
from torch.distributions import Categorical, Normal

torch.manual_seed(0)
policy = nn.Sequential(nn.Linear(4, 16), nn.Tanh(), nn.Linear(16, 2))
opt = torch.optim.Adam(policy.parameters(), lr=1e-2)
gamma = 0.99


def discount(rewards, gamma):
    R, out = 0.0, []
    for r in reversed(rewards):
        R = r + gamma * R
        out.insert(0, R)
    t = torch.tensor(out)
    return (t - t.mean()) / (t.std() + 1e-8)


rewards = [1.0, 0.0, 1.0, 1.0, 0.5]
ret = discount(rewards, gamma)
print([round(v, 4) for v in ret.tolist()])
states = torch.randn(5, 4)
logits = policy(states)
dist = Categorical(logits=logits)
actions = dist.sample()
print(actions.tolist(), dist.log_prob(actions).shape, round(dist.entropy().mean().item(), 4))
loss = -(dist.log_prob(actions) * ret).sum()
opt.zero_grad()
loss.backward()
gn = torch.nn.utils.clip_grad_norm_(policy.parameters(), 1.0)
opt.step()
print(round(loss.item(), 4), gn.item() > 0)
c = Categorical(probs=torch.tensor([0.2, 0.3, 0.5]))
print(c.probs, torch.round(c.logits, decimals=4), c.sample((4,)).tolist(), round(c.entropy().item(), 4), c.log_prob(torch.tensor(2)).exp())
n = Normal(torch.tensor([0.0, 1.0]), torch.tensor([1.0, 0.5]))
s = n.rsample()
print(s.shape, torch.round(n.log_prob(torch.tensor([0.0, 1.0])), decimals=4), n.mean, n.stddev, torch.round(n.entropy(), decimals=4))
print(torch.round(torch.distributions.kl_divergence(n, Normal(torch.zeros(2), torch.ones(2))), decimals=4))
adv = torch.tensor([1.0, -0.5])
ratio = torch.tensor([1.3, 0.7])
clipped = torch.min(ratio * adv, torch.clamp(ratio, 0.8, 1.2) * adv)
print(clipped.tolist())
