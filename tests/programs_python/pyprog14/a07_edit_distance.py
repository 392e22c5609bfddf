import torch
from functools import lru_cache


def edit_distance(a, b):
    dp = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) + 1):
        dp[i][0] = i
    for j in range(len(b) + 1):
        dp[0][j] = j
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            dp[i][j] = min(dp[i - 1][j] + 1, dp[i][j - 1] + 1, dp[i - 1][j - 1] + cost)
    return dp[-1][-1]


def edit_distance_tensor(a, b):
    D = torch.zeros(len(a) + 1, len(b) + 1, dtype=torch.long)
    D[:, 0] = torch.arange(len(a) + 1)
    D[0, :] = torch.arange(len(b) + 1)
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            D[i, j] = min(D[i - 1, j] + 1, D[i, j - 1] + 1, D[i - 1, j - 1] + (a[i - 1] != b[j - 1]))
    return D


@lru_cache(maxsize=None)
def lcs(a, b):
    if not a or not b:
        return 0
    if a[-1] == b[-1]:
        return lcs(a[:-1], b[:-1]) + 1
    return max(lcs(a[:-1], b), lcs(a, b[:-1]))


pairs = [("kitten", "sitting"), ("flaw", "lawn"), ("", "abc"), ("torch", "torch"), ("intention", "execution")]
for a, b in pairs:
    print(a, b, edit_distance(a, b), edit_distance_tensor(a, b)[-1, -1].item(), lcs(a, b))
print(edit_distance_tensor("ab", "cab"))
print(lcs.cache_info().hits > 0)


def wer(ref, hyp):
    return edit_distance(ref.split(), hyp.split()) / len(ref.split())


print(f"{wer('the cat sat on the mat', 'the cat sit on mat'):.3f}")


def knapsack(weights, values, cap):
    best = [0] * (cap + 1)
    for w, v in zip(weights, values):
        for c in range(cap, w - 1, -1):
            best[c] = max(best[c], best[c - w] + v)
    return best[cap]


print(knapsack([1, 3, 4, 5], [1, 4, 5, 7], 7))
coins = [1, 5, 10, 25]
ways = torch.zeros(31, dtype=torch.long)
ways[0] = 1
for c in coins:
    for a in range(c, 31):
        ways[a] += ways[a - c]
print(ways[30].item(), ways[:11].tolist())
