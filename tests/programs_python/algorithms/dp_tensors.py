import torch
from functools import lru_cache

def edit_distance(a, b):
    D = torch.zeros(len(a) + 1, len(b) + 1, dtype=torch.int64)
    D[:, 0] = torch.arange(len(a) + 1)
    D[0, :] = torch.arange(len(b) + 1)
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            D[i, j] = min(D[i - 1, j] + 1, D[i, j - 1] + 1, D[i - 1, j - 1] + cost)
    return D

D = edit_distance("kitten", "sitting")
print(D[-1, -1].item())
print(D)

def viterbi(obs, start, trans, emit):
    T = len(obs)
    n = start.shape[0]
    V = torch.zeros(T, n)
    back = torch.zeros(T, n, dtype=torch.long)
    V[0] = start.log() + emit[:, obs[0]].log()
    for t in range(1, T):
        scores = V[t - 1].unsqueeze(1) + trans.log()
        V[t], back[t] = scores.max(dim=0)
        V[t] += emit[:, obs[t]].log()
    path = [V[-1].argmax().item()]
    for t in range(T - 1, 0, -1):
        path.append(back[t, path[-1]].item())
    return path[::-1], V[-1].max().item()

start = torch.tensor([0.6, 0.4])
trans = torch.tensor([[0.7, 0.3], [0.4, 0.6]])
emit = torch.tensor([[0.5, 0.4, 0.1], [0.1, 0.3, 0.6]])
path, score = viterbi([0, 1, 2, 2, 0], start, trans, emit)
print(path, round(score, 4))

@lru_cache(maxsize=None)
def knap(i, cap):
    if i == len(items) or cap == 0:
        return 0
    w, v = items[i]
    best = knap(i + 1, cap)
    if w <= cap:
        best = max(best, v + knap(i + 1, cap - w))
    return best

items = ((2, 3), (3, 4), (4, 5), (5, 6))
print(knap(0, 5), knap.cache_info().hits > 0)
dp = torch.zeros(6, dtype=torch.int64)
for w, v in items:
    for c in range(5, w - 1, -1):
        dp[c] = torch.maximum(dp[c], dp[c - w] + v)
print(dp.tolist())

def lis(seq):
    t = torch.tensor(seq)
    L = torch.ones(len(seq), dtype=torch.long)
    for i in range(len(seq)):
        mask = t[:i] < t[i]
        if mask.any():
            L[i] = L[:i][mask].max() + 1
    return L.max().item(), L.tolist()
print(lis([10, 9, 2, 5, 3, 7, 101, 18]))

def lcs(a, b):
    m, n = len(a), len(b)
    T = [[0] * (n + 1) for _ in range(m + 1)]
    for i in range(m):
        for j in range(n):
            T[i + 1][j + 1] = T[i][j] + 1 if a[i] == b[j] else max(T[i][j + 1], T[i + 1][j])
    out = []
    i, j = m, n
    while i and j:
        if a[i - 1] == b[j - 1]:
            out.append(a[i - 1]); i -= 1; j -= 1
        elif T[i - 1][j] >= T[i][j - 1]:
            i -= 1
        else:
            j -= 1
    return "".join(reversed(out))
print(lcs("ABCBDAB", "BDCABA"))
coins = [1, 5, 10, 25]
ways = torch.zeros(31, dtype=torch.long); ways[0] = 1
for c in coins:
    ways[c:] += 0
    for amt in range(c, 31):
        ways[amt] += ways[amt - c]
print(ways[[0, 5, 10, 30]].tolist())
