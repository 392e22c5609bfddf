import torch
import torch.nn as nn
from torch.distributions import Normal, Independent, TransformedDistribution
from torch.distributions.transforms import TanhTransform, AffineTransform
import torch.nn.functional as F

torch.manual_seed(13)


class Actor(nn.Module):
    def __init__(self):
        super().__init__()
        self.net = nn.Linear(3, 4)

    def forward(self, obs):
        out = self.net(obs)
        mu, log_std = out.chunk(2, dim=-1)
        log_std = log_std.clamp(-5, 2)
        base = Independent(Normal(mu, log_std.exp()), 1)
        return TransformedDistribution(base, [TanhTransform(cache_size=1)])


actor = Actor()
opt = torch.optim.Adam(actor.parameters(), lr=1e-2)
obs = torch.randn(5, 3)
for step in range(3):
    pi = actor(obs)
    a = pi.rsample()
    logp = pi.log_prob(a)
    loss = (0.2 * logp - a.sum(-1)).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 4), tuple(a.shape), tuple(logp.shape))
print(pi.batch_shape, pi.event_shape, pi.support)
print(torch.round(pi.sample(), decimals=4))
# the usual hand-written tanh correction
n = Normal(torch.zeros(2), torch.ones(2))
u = n.rsample()
y = torch.tanh(u)
lp = n.log_prob(u) - torch.log(1 - y.pow(2) + 1e-6)
print(torch.round(lp, decimals=4))
corr = 2 * (torch.log(torch.tensor(2.0)) - u - F.softplus(-2 * u))
print(torch.round(n.log_prob(u) - corr, decimals=4))
