import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.distributions import Categorical, Normal, Bernoulli
import random

torch.manual_seed(31)
random.seed(31)

class Corridor:
    def __init__(self, n=5):
        self.n = n
    def reset(self):
        self.pos = 0
        return self.obs()
    def obs(self):
        o = torch.zeros(self.n)
        o[self.pos] = 1.0
        return o
    def step(self, action):
        self.pos = max(0, min(self.n - 1, self.pos + (1 if action == 1 else -1)))
        done = self.pos == self.n - 1
        return self.obs(), (1.0 if done else -0.1), done

class Policy(nn.Module):
    def __init__(self):
        super().__init__()
        self.affine1 = nn.Linear(5, 16)
        self.affine2 = nn.Linear(16, 2)
        self.saved_log_probs = []
        self.rewards = []
    def forward(self, x):
        return F.softmax(self.affine2(F.relu(self.affine1(x))), dim=-1)

policy = Policy()
optimizer = torch.optim.Adam(policy.parameters(), lr=3e-2)
eps = torch.finfo(torch.float32).eps
env = Corridor()
gamma = 0.9

def finish_episode():
    R = 0
    policy_loss = []
    returns = []
    for r in policy.rewards[::-1]:
        R = r + gamma * R
        returns.insert(0, R)
    returns = torch.tensor(returns)
    if len(returns) > 1:
        returns = (returns - returns.mean()) / (returns.std() + eps)
    for log_prob, R in zip(policy.saved_log_probs, returns):
        policy_loss.append(-log_prob * R)
    optimizer.zero_grad()
    loss = torch.cat(policy_loss).sum()
    loss.backward()
    optimizer.step()
    del policy.rewards[:]
    del policy.saved_log_probs[:]
    return loss.item()

for episode in range(6):
    state = env.reset()
    steps = 0
    for t in range(20):
        probs = policy(state.unsqueeze(0))
        m = Categorical(probs)
        action = m.sample()
        policy.saved_log_probs.append(m.log_prob(action))
        state, reward, done = env.step(action.item())
        policy.rewards.append(reward)
        steps += 1
        if done:
            break
    total = sum(policy.rewards)
    l = finish_episode()
    print(f"episode {episode} steps {steps} return {total:.1f} loss {l:.3f}")
c = Categorical(logits=torch.tensor([0.0, 1.0, 2.0]))
print(c.probs.round(decimals=4), round(c.entropy().item(), 4), c.log_prob(torch.tensor(2)).round(decimals=4))
n = Normal(torch.tensor([0.0]), torch.tensor([2.0]))
print(n.log_prob(torch.tensor([1.0])).round(decimals=4), n.mean, n.stddev, round(n.entropy().item(), 4))
s = n.rsample((3,))
print(s.shape, n.sample().shape)
bern = Bernoulli(probs=torch.tensor([0.3]))
print(bern.log_prob(torch.tensor([1.0])).round(decimals=4), bern.mean)
print(torch.distributions.kl_divergence(Normal(0., 1.), Normal(1., 2.)).round(decimals=4))
