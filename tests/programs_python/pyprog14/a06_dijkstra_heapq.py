import heapq
import torch
from collections import defaultdict

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
path, node = [], "F"
while node != "A":
    path.append(node)
    node = prev[node]
path.append("A")
print("->".join(reversed(path)))
names = sorted(graph)
idx = {n: i for i, n in enumerate(names)}
W = torch.full((6, 6), float("inf"))
W.fill_diagonal_(0)
for u, v, w in edges:
    W[idx[u], idx[v]] = W[idx[v], idx[u]] = w
for k in range(6):
    W = torch.minimum(W, W[:, k:k + 1] + W[k:k + 1, :])
print(W[idx["A"]].tolist())
print(all(W[idx["A"], idx[n]].item() == dist[n] for n in names))
h = [5, 1, 8, 3, 2]
heapq.heapify(h)
print(h, heapq.nsmallest(2, h), heapq.nlargest(2, h, key=lambda x: -x))
print(heapq.heappushpop(h, 0), heapq.heapreplace(h, 9), sorted(h))
print(list(heapq.merge([1, 4, 7], [2, 5], [3])))
