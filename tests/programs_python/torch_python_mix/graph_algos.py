import heapq
from collections import deque, defaultdict
import torch

edges = [(0, 1, 4.0), (0, 2, 1.0), (2, 1, 2.0), (1, 3, 1.0), (2, 3, 5.0), (3, 4, 3.0)]
n = 5
adj = torch.full((n, n), float("inf"))
adj.fill_diagonal_(0)
graph = defaultdict(list)
for u, v, w in edges:
    adj[u, v] = w
    graph[u].append((v, w))

def dijkstra(src):
    dist = {src: 0.0}
    pq = [(0.0, src)]
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

print(dict(sorted(dijkstra(0).items())))
D = adj.clone()
for k in range(n):
    D = torch.minimum(D, D[:, k:k + 1] + D[k:k + 1, :])
print(D[0])
print(D)

def bfs(start):
    seen, order = {start}, []
    q = deque([start])
    while q:
        u = q.popleft()
        order.append(u)
        for v, _ in sorted(graph[u]):
            if v not in seen:
                seen.add(v)
                q.append(v)
    return order
print(bfs(0))

def topo(n, edges):
    indeg = [0] * n
    for u, v, _ in edges:
        indeg[v] += 1
    ready = [i for i in range(n) if indeg[i] == 0]
    heapq.heapify(ready)
    out = []
    while ready:
        u = heapq.heappop(ready)
        out.append(u)
        for v, _ in graph[u]:
            indeg[v] -= 1
            if indeg[v] == 0:
                heapq.heappush(ready, v)
    return out
print(topo(n, edges))
A = (adj < float("inf")).float() - torch.eye(n)
reach = torch.matrix_power(A + torch.eye(n), n) > 0
print(reach.int())
print(heapq.nsmallest(3, edges, key=lambda e: e[2]), heapq.nlargest(2, [5, 1, 9, 3]))
