from collections import deque, defaultdict
import heapq
import torch

edges = [("a", "b", 4), ("a", "c", 1), ("c", "b", 2), ("b", "d", 1), ("c", "d", 5), ("d", "e", 3)]
graph = defaultdict(list)
for u, v, w in edges:
    graph[u].append((v, w))
    graph[v].append((u, w))

def dijkstra(src):
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

def bfs_order(src):
    seen, order, q = {src}, [], deque([src])
    while q:
        u = q.popleft()
        order.append(u)
        for v, _ in sorted(graph[u]):
            if v not in seen:
                seen.add(v)
                q.append(v)
    return order

print(dijkstra("a"), bfs_order("a"))
nodes = sorted(graph)
idx = {n: i for i, n in enumerate(nodes)}
A = torch.zeros(len(nodes), len(nodes))
for u, v, w in edges:
    A[idx[u], idx[v]] = A[idx[v], idx[u]] = 1.0
deg = A.sum(1)
print(A.int(), deg.tolist())
Dm = torch.diag(deg.pow(-0.5))
norm_A = Dm @ (A + torch.eye(len(nodes))) @ Dm
print(torch.round(norm_A, decimals=3)[0])
pr = torch.full((len(nodes),), 1.0 / len(nodes))
P = A / deg[:, None]
for _ in range(50):
    pr = 0.15 / len(nodes) + 0.85 * P.T @ pr
print({n: round(pr[idx[n]].item(), 4) for n in nodes})
reach = (torch.linalg.matrix_power(A + torch.eye(len(nodes)), len(nodes)) > 0).all().item()
print("connected", reach)
