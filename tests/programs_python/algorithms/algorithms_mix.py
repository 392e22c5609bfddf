import heapq
import bisect
from collections import deque, defaultdict
from functools import lru_cache, reduce, cmp_to_key
import operator


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
    return dict(sorted(dist.items()))


g = defaultdict(list)
for u, v, w in [("a", "b", 4), ("a", "c", 1), ("c", "b", 2), ("b", "d", 1), ("c", "d", 5), ("d", "e", 3)]:
    g[u].append((v, w))
    g[v].append((u, w))
print(dijkstra(g, "a"))


class DSU:
    def __init__(self, n):
        self.p = list(range(n))
        self.r = [0] * n

    def find(self, x):
        while self.p[x] != x:
            self.p[x] = self.p[self.p[x]]
            x = self.p[x]
        return x

    def union(self, a, b):
        a, b = self.find(a), self.find(b)
        if a == b:
            return False
        if self.r[a] < self.r[b]:
            a, b = b, a
        self.p[b] = a
        self.r[a] += self.r[a] == self.r[b]
        return True


edges = sorted([(4, 0, 1), (1, 0, 2), (2, 2, 1), (1, 1, 3), (5, 2, 3), (3, 3, 4)])
dsu = DSU(5)
mst = [(u, v, w) for w, u, v in edges if dsu.union(u, v)]
print(mst, sum(w for *_, w in mst))


@lru_cache(maxsize=None)
def edit(a, b):
    if not a or not b:
        return len(a) + len(b)
    if a[0] == b[0]:
        return edit(a[1:], b[1:])
    return 1 + min(edit(a[1:], b), edit(a, b[1:]), edit(a[1:], b[1:]))


print(edit("kitten", "sitting"), edit("intention", "execution"))


def lis(xs):
    tails = []
    for x in xs:
        i = bisect.bisect_left(tails, x)
        if i == len(tails):
            tails.append(x)
        else:
            tails[i] = x
    return len(tails)


print(lis([10, 9, 2, 5, 3, 7, 101, 18]), bisect.bisect_right([1, 2, 2, 3], 2))


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


maze = ["..#....", ".##.##.", "....#..", "#.#...#", "......."]
print(bfs_grid(maze, (0, 0), (4, 6)), bfs_grid(maze, (0, 0), (0, 2)))


def topo(deps):
    indeg = {k: 0 for k in deps}
    for k, vs in deps.items():
        for v in vs:
            indeg[v] = indeg.get(v, 0) + 1
    ready = sorted(k for k, d in indeg.items() if d == 0)
    out = []
    while ready:
        k = ready.pop(0)
        out.append(k)
        for v in sorted(deps.get(k, [])):
            indeg[v] -= 1
            if indeg[v] == 0:
                bisect.insort(ready, v)
    return out


print(topo({"shirt": ["tie", "belt"], "tie": ["jacket"], "pants": ["shoes", "belt"], "belt": ["jacket"], "socks": ["shoes"]}))


def cmp(a, b):
    return (a > b) - (a < b) if len(a) == len(b) else len(a) - len(b)


print(sorted(["ccc", "a", "bb", "ab", "b"], key=cmp_to_key(cmp)), reduce(operator.mul, range(1, 21)))
print(sorted(range(10), key=lambda v: (v % 3, -v)), list(map(operator.itemgetter(1), [(1, "x"), (2, "y")])))


def permutations(xs):
    if len(xs) <= 1:
        yield list(xs)
        return
    for i, x in enumerate(xs):
        for p in permutations(xs[:i] + xs[i + 1:]):
            yield [x] + p


def n_queens(n):
    sols = 0
    def place(row, cols, d1, d2):
        nonlocal sols
        if row == n:
            sols += 1
            return
        for c in range(n):
            if c not in cols and row - c not in d1 and row + c not in d2:
                place(row + 1, cols | {c}, d1 | {row - c}, d2 | {row + c})
    place(0, frozenset(), frozenset(), frozenset())
    return sols


print(list(permutations([1, 2, 3])), [n_queens(k) for k in range(1, 8)])
primes = [p for p in range(2, 60) if all(p % q for q in range(2, int(p ** 0.5) + 1))]
print(primes, sum(1 for _ in filter(None, [0, 1, "", "a", None, [], [0]])))
