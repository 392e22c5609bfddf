# classic algorithms in plain Python: heaps, bisect, DP, graph search, memoized recursion, sorting, string algorithms
import heapq
import bisect
from collections import deque, defaultdict
from functools import lru_cache

def dijkstra(graph, src):
    dist = {src: 0}
    pq = [(0, src)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist.get(u, float("inf")):
            continue
        for v, w in graph[u]:
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v] = nd
                heapq.heappush(pq, (nd, v))
    return dist
g = {"a": [("b", 7), ("c", 9), ("f", 14)], "b": [("c", 10), ("d", 15)], "c": [("d", 11), ("f", 2)],
     "d": [("e", 6)], "e": [], "f": [("e", 9)]}
print(sorted(dijkstra(g, "a").items()))

def bfs_grid(grid, start, goal):
    rows, cols = len(grid), len(grid[0])
    q = deque([(start, 0)])
    seen = {start}
    while q:
        (r, c), d = q.popleft()
        if (r, c) == goal:
            return d
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] == "." and (nr, nc) not in seen:
                seen.add((nr, nc))
                q.append(((nr, nc), d + 1))
    return -1
grid = ["....#", ".##.#", "...#.", "#...."]
print(bfs_grid(grid, (0, 0), (3, 4)))

@lru_cache(maxsize=None)
def edit_distance(a, b):
    if not a: return len(b)
    if not b: return len(a)
    if a[0] == b[0]: return edit_distance(a[1:], b[1:])
    return 1 + min(edit_distance(a[1:], b), edit_distance(a, b[1:]), edit_distance(a[1:], b[1:]))
print(edit_distance("kitten", "sitting"), edit_distance("intention", "execution"))

def lis(seq):
    tails = []
    for x in seq:
        i = bisect.bisect_left(tails, x)
        if i == len(tails): tails.append(x)
        else: tails[i] = x
    return len(tails)
print(lis([10, 9, 2, 5, 3, 7, 101, 18]), bisect.insort(l := [1, 3, 5], 4) or l)

def knapsack(items, cap):
    dp = [0] * (cap + 1)
    for w, v in items:
        for c in range(cap, w - 1, -1):
            dp[c] = max(dp[c], dp[c - w] + v)
    return dp[cap]
print(knapsack([(1, 1), (3, 4), (4, 5), (5, 7)], 7))

def topo(edges):
    indeg = defaultdict(int)
    adj = defaultdict(list)
    nodes = set()
    for u, v in edges:
        adj[u].append(v); indeg[v] += 1; nodes |= {u, v}
    q = deque(sorted(n for n in nodes if indeg[n] == 0))
    out = []
    while q:
        u = q.popleft(); out.append(u)
        for v in sorted(adj[u]):
            indeg[v] -= 1
            if indeg[v] == 0: q.append(v)
    return out
print(topo([("shirt", "tie"), ("tie", "jacket"), ("pants", "shoes"), ("pants", "belt"), ("belt", "jacket")]))

def quicksort(xs):
    if len(xs) <= 1: return xs
    p, *rest = xs
    return quicksort([x for x in rest if x < p]) + [p] + quicksort([x for x in rest if x >= p])
def merge_sort(xs):
    if len(xs) <= 1: return xs
    m = len(xs) // 2
    return list(heapq.merge(merge_sort(xs[:m]), merge_sort(xs[m:])))
data = [5, 3, 8, 1, 9, 2, 7, 3]
print(quicksort(data), merge_sort(data), heapq.nlargest(3, data), heapq.nsmallest(2, data, key=lambda v: -v))

def kmp_table(p):
    t = [0] * len(p); k = 0
    for i in range(1, len(p)):
        while k and p[i] != p[k]: k = t[k - 1]
        if p[i] == p[k]: k += 1
        t[i] = k
    return t
print(kmp_table("abacabab"), "abcabcabc".count("abc"), "mississippi".replace("ss", "SS", 1))
def sieve(n):
    is_p = [True] * (n + 1); is_p[0:2] = [False, False]
    for i in range(2, int(n ** 0.5) + 1):
        if is_p[i]: is_p[i * i::i] = [False] * len(is_p[i * i::i])
    return [i for i, v in enumerate(is_p) if v]
print(sieve(50))
def permutations(s):
    if len(s) <= 1: yield s; return
    for i, ch in enumerate(s):
        for rest in permutations(s[:i] + s[i + 1:]):
            yield ch + rest
print(list(permutations("abc")), sum(1 for _ in permutations("abcde")))
def hanoi(n, a="A", b="B", c="C"):
    return [] if n == 0 else hanoi(n - 1, a, c, b) + [(a, c)] + hanoi(n - 1, b, a, c)
print(len(hanoi(10)), hanoi(2))
