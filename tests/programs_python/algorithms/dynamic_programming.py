# DP: LCS, edit distance, knapsack, coin change, memoized paths.
def lcs(a, b):
    dp = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            dp[i][j] = dp[i - 1][j - 1] + 1 if a[i - 1] == b[j - 1] else max(dp[i - 1][j], dp[i][j - 1])
    return dp[-1][-1]
def edit(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]
def knapsack(items, cap):
    best = [0] * (cap + 1)
    for w, v in items:
        for c in range(cap, w - 1, -1):
            best[c] = max(best[c], best[c - w] + v)
    return best[cap]
def coins(amount, denoms):
    ways = [1] + [0] * amount
    for d in denoms:
        for a in range(d, amount + 1):
            ways[a] += ways[a - d]
    return ways[amount]
memo = {}
def paths(r, c):
    if r == 0 or c == 0:
        return 1
    if (r, c) not in memo:
        memo[(r, c)] = paths(r - 1, c) + paths(r, c - 1)
    return memo[(r, c)]
print(lcs("AGGTAB", "GXTXAYB"), edit("kitten", "sitting"), knapsack([(1, 1), (3, 4), (4, 5), (5, 7)], 7))
print(coins(100, [1, 5, 10, 25]), paths(16, 16), paths(30, 30))
