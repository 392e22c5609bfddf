import torch
import heapq
import bisect
import math

def knn(points, query, k):
    d = ((points - query) ** 2).sum(dim=1)
    heap = [(-d[i].item(), i) for i in range(k)]
    heapq.heapify(heap)
    for i in range(k, len(points)):
        di = d[i].item()
        if di < -heap[0][0]:
            heapq.heapreplace(heap, (-di, i))
    return sorted((round(-nd, 4), i) for nd, i in heap)

torch.manual_seed(0)
pts = torch.randn(20, 2)
print(knn(pts, torch.zeros(2), 3))
print(torch.topk(-(pts ** 2).sum(1), 3).indices.tolist())
edges = sorted([0.0, 0.5, 1.0, 2.0])
vals = [0.3, 1.5, -1.0, 9.0]
print([bisect.bisect_left(edges, v) for v in vals], torch.bucketize(torch.tensor(vals), torch.tensor(edges)).tolist())
def kmeans(x, k, iters):
    c = x[:k].clone()
    for _ in range(iters):
        assign = torch.cdist(x, c).argmin(dim=1)
        for j in range(k):
            sel = x[assign == j]
            if len(sel):
                c[j] = sel.mean(0)
    return c, assign
data = torch.cat([torch.randn(10, 2) + 5, torch.randn(10, 2) - 5])
c, a = kmeans(data, 2, 5)
print(torch.round(c.sort(dim=0).values, decimals=2), torch.bincount(a).tolist())
def dijkstra(adj, s):
    dist = [math.inf] * len(adj)
    dist[s] = 0
    pq = [(0, s)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist[u]:
            continue
        for v in range(len(adj)):
            w = adj[u][v].item()
            if w > 0 and d + w < dist[v]:
                dist[v] = d + w
                heapq.heappush(pq, (dist[v], v))
    return dist
adj = torch.tensor([[0, 4, 1, 0], [4, 0, 2, 5], [1, 2, 0, 8], [0, 5, 8, 0]])
print(dijkstra(adj, 0))
print(heapq.nlargest(2, [3, 1, 4, 1, 5]), heapq.nsmallest(2, pts[:, 0].tolist()) == sorted(pts[:, 0].tolist())[:2])
print(math.isclose(torch.tensor(0.1).item(), 0.1, rel_tol=1e-6), math.prod([1, 2, 3]), math.comb(5, 2), math.log2(8))
