import heapq
from collections import defaultdict, deque
import torch

edges = [("A", "B", 4), ("A", "C", 2), ("B", "C", 5), ("B", "D", 10), ("C", "E", 3), ("E", "D", 4), ("D", "F", 11)]
graph = defaultdict(list)
for u, v, w in edges:
    graph[u].append((v, w))
    graph[v].append((u, w))

def dijkstra(src):
    dist = {src: 0}
    prev = {}
    pq = [(0, src)]
    seen = set()
    while pq:
        d, u = heapq.heappop(pq)
        if u in seen:
            continue
        seen.add(u)
        for v, w in graph[u]:
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v] = nd
                prev[v] = u
                heapq.heappush(pq, (nd, v))
    return dist, prev

dist, prev = dijkstra("A")
print(sorted(dist.items()))
node, path = "F", []
while node != "A":
    path.append(node)
    node = prev[node]
path.append("A")
print("->".join(reversed(path)))

class UnionFind:
    def __init__(self, n):
        self.parent = list(range(n))
        self.rank = [0] * n
        self.count = n
    def find(self, x):
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x
    def union(self, a, b):
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        if self.rank[ra] < self.rank[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        if self.rank[ra] == self.rank[rb]:
            self.rank[ra] += 1
        self.count -= 1
        return True

names = sorted(graph)
index = {n: i for i, n in enumerate(names)}
uf = UnionFind(len(names))
mst = []
for u, v, w in sorted(edges, key=lambda e: (e[2], e[0])):
    if uf.union(index[u], index[v]):
        mst.append((u, v, w))
print(mst, sum(w for *_, w in mst), uf.count)

n = len(names)
W = torch.full((n, n), float("inf"))
W.fill_diagonal_(0)
for u, v, w in edges:
    W[index[u], index[v]] = w
    W[index[v], index[u]] = w
for k in range(n):
    W = torch.minimum(W, W[:, k:k + 1] + W[k:k + 1, :])
print(W.int())
print(W[index["A"]].tolist() == [float(dist[x]) for x in names])

def bfs_levels(start):
    q = deque([start])
    level = {start: 0}
    while q:
        u = q.popleft()
        for v, _ in sorted(graph[u]):
            if v not in level:
                level[v] = level[u] + 1
                q.append(v)
    return level
print(bfs_levels("F"))
indeg = defaultdict(int)
dag = {"shirt": ["tie", "belt"], "tie": ["jacket"], "pants": ["shoes", "belt"], "belt": ["jacket"], "socks": ["shoes"]}
for u, vs in dag.items():
    for v in vs:
        indeg[v] += 1
ready = [u for u in dag if indeg[u] == 0]
heapq.heapify(ready)
order = []
while ready:
    u = heapq.heappop(ready)
    order.append(u)
    for v in dag.get(u, []):
        indeg[v] -= 1
        if indeg[v] == 0:
            heapq.heappush(ready, v)
print(order)
print(heapq.nsmallest(3, edges, key=lambda e: e[2]), heapq.nlargest(2, [5, 1, 9, 3]))
