from collections import deque
import heapq

def dijkstra(graph, src):
    dist = {src: 0}
    pq = [(0, src)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist.get(u, float("inf")):
            continue
        for v, w in graph.get(u, []):
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v] = nd
                heapq.heappush(pq, (nd, v))
    return dist
g = {"a": [("b", 4), ("c", 1)], "c": [("b", 2), ("d", 7)], "b": [("d", 1)]}
print(dijkstra(g, "a"))

def topo(deps):
    indeg = {k: 0 for k in deps}
    for k, vs in deps.items():
        for v in vs:
            indeg[v] = indeg.get(v, 0) + 1
    q = deque(sorted(k for k, d in indeg.items() if d == 0))
    out = []
    while q:
        n = q.popleft()
        out.append(n)
        for v in sorted(deps.get(n, [])):
            indeg[v] -= 1
            if indeg[v] == 0:
                q.append(v)
    return out
print(topo({"shirt": ["tie", "belt"], "tie": ["jacket"], "pants": ["shoes", "belt"], "belt": ["jacket"]}))

def lcs(a, b):
    dp = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i, ca in enumerate(a):
        for j, cb in enumerate(b):
            dp[i + 1][j + 1] = dp[i][j] + 1 if ca == cb else max(dp[i][j + 1], dp[i + 1][j])
    return dp[-1][-1]
print(lcs("AGGTAB", "GXTXAYB"))

def edit(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]
print(edit("kitten", "sitting"))

def sieve(n):
    is_p = [True] * (n + 1)
    is_p[0:2] = [False, False]
    for i in range(2, int(n ** 0.5) + 1):
        if is_p[i]:
            is_p[i * i::i] = [False] * len(is_p[i * i::i])
    return [i for i, p in enumerate(is_p) if p]
print(sieve(50))

def permutations(xs):
    if len(xs) <= 1:
        return [xs]
    return [[x] + p for i, x in enumerate(xs) for p in permutations(xs[:i] + xs[i + 1:])]
print(permutations([1, 2, 3]))
def quicksort(a):
    if len(a) < 2:
        return a
    p, *rest = a
    return quicksort([x for x in rest if x < p]) + [p] + quicksort([x for x in rest if x >= p])
print(quicksort([5, 3, 8, 1, 9, 2, 7]))
def binsearch(a, t):
    lo, hi = 0, len(a) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if a[mid] == t:
            return mid
        lo, hi = (mid + 1, hi) if a[mid] < t else (lo, mid - 1)
    return -1
print(binsearch(list(range(0, 100, 3)), 27), binsearch([1, 2], 5))
class UF:
    def __init__(self, n):
        self.p = list(range(n))
    def find(self, x):
        while self.p[x] != x:
            self.p[x] = self.p[self.p[x]]
            x = self.p[x]
        return x
    def union(self, a, b):
        self.p[self.find(a)] = self.find(b)
u = UF(6)
for a, b in [(0, 1), (2, 3), (1, 3)]:
    u.union(a, b)
print(len({u.find(i) for i in range(6)}), u.find(0) == u.find(2))
