# BFS, DFS, Dijkstra and topological sort on dict graphs.
from collections import deque
import heapq
graph = {"a": ["b", "c"], "b": ["d"], "c": ["d", "e"], "d": ["f"], "e": ["f"], "f": []}
def bfs(start):
    seen, order, q = {start}, [], deque([start])
    while q:
        n = q.popleft()
        order.append(n)
        for m in graph[n]:
            if m not in seen:
                seen.add(m)
                q.append(m)
    return order
def dfs(n, seen=None):
    seen = set() if seen is None else seen
    seen.add(n)
    out = [n]
    for m in graph[n]:
        if m not in seen:
            out += dfs(m, seen)
    return out
def topo():
    indeg = {n: 0 for n in graph}
    for n in graph:
        for m in graph[n]:
            indeg[m] += 1
    ready = sorted(n for n, d in indeg.items() if d == 0)
    out = []
    while ready:
        n = ready.pop(0)
        out.append(n)
        for m in graph[n]:
            indeg[m] -= 1
            if indeg[m] == 0:
                ready.append(m)
    return out
weighted = {"s": {"a": 4, "b": 1}, "b": {"a": 2, "c": 5}, "a": {"c": 1}, "c": {}}
def dijkstra(src):
    dist = {src: 0}
    pq = [(0, src)]
    while pq:
        d, n = heapq.heappop(pq)
        if d > dist.get(n, float("inf")):
            continue
        for m, w in weighted[n].items():
            nd = d + w
            if nd < dist.get(m, float("inf")):
                dist[m] = nd
                heapq.heappush(pq, (nd, m))
    return dist
print(bfs("a"), dfs("a"), topo(), dijkstra("s"))
