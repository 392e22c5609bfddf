# REINFORCE (the reinforcement-learning tutorial pattern) on a toy deterministic environment with Categorical
import math
import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.optim as optim
from torch.distributions import Categorical
from collections import namedtuple, deque
import random

class LineWorld:
    """Agent on positions 0..4, reward 1 for reaching 4, episode ends after 8 steps."""
    def __init__(self):
        self.pos = 0
        self.t = 0
    def reset(self):
        self.pos, self.t = 2, 0
        return self.state()
    def state(self):
        s = torch.zeros(5)
        s[self.pos] = 1.0
        return s
    def step(self, action):
        self.pos = max(0, min(4, self.pos + (1 if action == 1 else -1)))
        self.t += 1
        done = self.pos == 4 or self.t >= 8
        return self.state(), (1.0 if self.pos == 4 else 0.0), done

class Policy(nn.Module):
    def __init__(self):
        super(Policy, self).__init__()
        self.affine1 = nn.Linear(5, 16)
        self.dropout = nn.Dropout(p=0.0)
        self.affine2 = nn.Linear(16, 2)
        self.saved_log_probs = []
        self.rewards = []

    def forward(self, x):
        x = self.affine1(x)
        x = self.dropout(x)
        x = F.relu(x)
        action_scores = self.affine2(x)
        return F.softmax(action_scores, dim=1)

torch.manual_seed(543)
random.seed(543)
policy = Policy()
optimizer = optim.Adam(policy.parameters(), lr=3e-2)
eps = torch.finfo(torch.float32).eps
gamma = 0.9

def select_action(state):
    state = state.unsqueeze(0)
    probs = policy(state)
    m = Categorical(probs)
    action = (torch.rand(1) < probs[0, 1]).long()  # m.sample(): one multinomial draw uses MKL's stream
    policy.saved_log_probs.append(m.log_prob(action))
    return action.item()

def finish_episode():
    R = 0
    policy_loss = []
    returns = deque()
    for r in policy.rewards[::-1]:
        R = r + gamma * R
        returns.appendleft(R)
    returns = torch.tensor(returns)
    returns = (returns - returns.mean()) / (returns.std() + eps) if len(returns) > 1 else returns
    for log_prob, R in zip(policy.saved_log_probs, returns):
        policy_loss.append(-log_prob * R)
    optimizer.zero_grad()
    policy_loss = torch.cat(policy_loss).sum()
    policy_loss.backward()
    optimizer.step()
    del policy.rewards[:]
    del policy.saved_log_probs[:]
    return policy_loss.item()

env = LineWorld()
running_reward = 0
for i_episode in range(1, 16):
    state, ep_reward = env.reset(), 0
    for t in range(1, 10):
        action = select_action(state)
        state, reward, done = env.step(action)
        policy.rewards.append(reward)
        ep_reward += reward
        if done:
            break
    running_reward = 0.05 * ep_reward + (1 - 0.05) * running_reward
    loss = finish_episode()
    if i_episode % 5 == 0:
        print('Episode {}\tLast reward: {:.2f}\tAverage reward: {:.3f}\tsteps {}'.format(
            i_episode, ep_reward, running_reward, t))
probs = policy(torch.eye(5))
print(probs.shape, torch.allclose(probs.sum(1), torch.ones(5)))
Transition = namedtuple('Transition', ('state', 'action', 'next_state', 'reward'))
memory = deque([], maxlen=3)
for k in range(5):
    memory.append(Transition(k, k % 2, k + 1, float(k)))
batch = Transition(*zip(*random.sample(list(memory), 2)))
print(len(memory), memory[0], sorted(batch.reward))
m = Categorical(logits=torch.tensor([0.0, 1.0, 2.0]))
print(m.probs, m.entropy(), m.log_prob(torch.tensor(2)))
