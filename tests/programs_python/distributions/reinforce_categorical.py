import torch
import torch.nn as nn
from torch.distributions import Categorical

torch.manual_seed(3)
policy = nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 2))
opt = torch.optim.SGD(policy.parameters(), lr=0.05)
for episode in range(3):
    log_probs = []
    rewards = []
    state = torch.randn(4)
    for t in range(5):
        logits = policy(state)
        dist = Categorical(logits=logits)
        action = dist.sample()
        log_probs.append(dist.log_prob(action))
        rewards.append(1.0 if action.item() == 1 else -0.5)
        state = state * 0.9 + 0.1 * torch.randn(4)
    returns = []
    G = 0.0
    for r in reversed(rewards):
        G = r + 0.99 * G
        returns.insert(0, G)
    returns = torch.tensor(returns)
    returns = (returns - returns.mean()) / (returns.std() + 1e-8)
    loss = -(torch.stack(log_probs) * returns).sum()
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(episode, rewards, round(loss.item(), 4))
    print(round(dist.entropy().item(), 4))
