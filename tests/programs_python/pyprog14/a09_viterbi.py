import torch

states = ("Healthy", "Fever")
observations = ("normal", "cold", "dizzy")
start_p = torch.tensor([0.6, 0.4]).log()
trans_p = torch.tensor([[0.7, 0.3], [0.4, 0.6]]).log()
emit_p = torch.tensor([[0.5, 0.4, 0.1], [0.1, 0.3, 0.6]]).log()


def viterbi(obs):
    T = len(obs)
    score = start_p + emit_p[:, obs[0]]
    back = []
    for t in range(1, T):
        cand = score.unsqueeze(1) + trans_p
        best, idx = cand.max(dim=0)
        back.append(idx)
        score = best + emit_p[:, obs[t]]
    last = score.argmax().item()
    path = [last]
    for idx in reversed(back):
        path.append(idx[path[-1]].item())
    return list(reversed(path)), score.max().exp().item()


def forward_prob(obs):
    alpha = start_p + emit_p[:, obs[0]]
    for o in obs[1:]:
        alpha = torch.logsumexp(alpha.unsqueeze(1) + trans_p, dim=0) + emit_p[:, o]
    return torch.logsumexp(alpha, 0).exp().item()


obs = [0, 1, 2]
path, p = viterbi(obs)
print([states[s] for s in path], f"{p:.6f}")
print(f"{forward_prob(obs):.6f}")
obs2 = [2, 2, 0, 0, 1]
path2, p2 = viterbi(obs2)
print([states[s][0] for s in path2], f"{p2:.3e}")
import itertools
best = max(itertools.product(range(2), repeat=3), key=lambda seq: (start_p[seq[0]] + emit_p[seq[0], obs[0]] + sum(trans_p[seq[i - 1], seq[i]] + emit_p[seq[i], obs[i]] for i in range(1, 3))).item())
print(list(best) == path)
