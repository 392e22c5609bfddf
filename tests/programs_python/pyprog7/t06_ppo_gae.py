# Actor-critic with a Categorical policy, generalized advantage estimation and a PPO clipped update
# on a tiny deterministic chain environment.
import random
from collections import namedtuple
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.distributions import Categorical

Transition = namedtuple("Transition", ["state", "action", "logp", "reward", "value", "done"])


class ChainEnv:
    """Walk left/right on positions 0..4; reward 1 on reaching 4."""

    def __init__(self, n=5, max_steps=10):
        self.n, self.max_steps = n, max_steps

    def reset(self):
        self.pos, self.t = 0, 0
        return self._obs()

    def _obs(self):
        o = torch.zeros(self.n)
        o[self.pos] = 1.0
        return o

    def step(self, action):
        self.t += 1
        self.pos = max(0, min(self.n - 1, self.pos + (1 if action == 1 else -1)))
        done = self.pos == self.n - 1 or self.t >= self.max_steps
        reward = 1.0 if self.pos == self.n - 1 else -0.01
        return self._obs(), reward, done


class ActorCritic(nn.Module):
    def __init__(self, obs_dim, n_actions, hidden=16):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(obs_dim, hidden), nn.Tanh())
        self.pi = nn.Linear(hidden, n_actions)
        self.v = nn.Linear(hidden, 1)

    def forward(self, x):
        h = self.body(x)
        return Categorical(logits=self.pi(h)), self.v(h).squeeze(-1)


def compute_gae(rewards, values, dones, last_value, gamma=0.99, lam=0.95):
    advantages = []
    gae = 0.0
    next_value = last_value
    for r, v, d in zip(reversed(rewards), reversed(values), reversed(dones)):
        mask = 0.0 if d else 1.0
        delta = r + gamma * next_value * mask - v
        gae = delta + gamma * lam * mask * gae
        advantages.insert(0, gae)
        next_value = v
    returns = [a + v for a, v in zip(advantages, values)]
    return advantages, returns


torch.manual_seed(0)
random.seed(0)
env = ChainEnv()
model = ActorCritic(5, 2)
optimizer = torch.optim.Adam(model.parameters(), lr=0.02)
clip = 0.2
episode_lengths = []
for it in range(12):
    buf = []
    obs = env.reset()
    steps = 0
    for _ in range(40):
        with torch.no_grad():
            dist, value = model(obs)
            action = dist.sample()
        nobs, reward, done = env.step(action.item())
        buf.append(Transition(obs, action, dist.log_prob(action), reward, value.item(), done))
        obs = nobs
        steps += 1
        if done:
            episode_lengths.append(steps)
            steps = 0
            obs = env.reset()
    with torch.no_grad():
        _, last_v = model(obs)
    adv, ret = compute_gae([t.reward for t in buf], [t.value for t in buf], [t.done for t in buf], last_v.item())
    states = torch.stack([t.state for t in buf])
    actions = torch.stack([t.action for t in buf])
    old_logp = torch.stack([t.logp for t in buf])
    adv_t = torch.tensor(adv)
    adv_t = (adv_t - adv_t.mean()) / (adv_t.std() + 1e-8)
    ret_t = torch.tensor(ret)
    for _ in range(4):
        dist, values = model(states)
        logp = dist.log_prob(actions)
        ratio = torch.exp(logp - old_logp)
        s1 = ratio * adv_t
        s2 = torch.clamp(ratio, 1 - clip, 1 + clip) * adv_t
        policy_loss = -torch.min(s1, s2).mean()
        value_loss = F.mse_loss(values, ret_t)
        entropy = dist.entropy().mean()
        loss = policy_loss + 0.5 * value_loss - 0.01 * entropy
        optimizer.zero_grad()
        loss.backward()
        nn.utils.clip_grad_norm_(model.parameters(), 0.5)
        optimizer.step()
print("episodes", len(episode_lengths) > 0)
print("early mean len", sum(episode_lengths[:5]) / 5 >= 4)
with torch.no_grad():
    dist, v = model(torch.eye(5))
print("probs shape", dist.probs.shape, "prefers right at start:", dist.probs[0, 1].item() > 0.5)
adv, ret = compute_gae([0.0, 0.0, 1.0], [0.5, 0.6, 0.7], [False, False, True], 0.0, gamma=0.9, lam=0.8)
print([round(a, 4) for a in adv], [round(r, 4) for r in ret])
t = Transition(torch.zeros(1), 1, 0.0, 1.0, 0.5, False)
print(t._fields, t.reward, t._replace(done=True).done)
