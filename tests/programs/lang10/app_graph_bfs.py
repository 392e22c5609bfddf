import torch
from typing import Dict, List, Optional, Tuple


@torch.jit.script
def bfs(adj: Dict[int, List[int]], start: int) -> Dict[int, int]:
    none: List[int] = []
    dist: Dict[int, int] = {start: 0}
    queue: List[int] = [start]
    head = 0
    while head < len(queue):
        u = queue[head]
        head += 1
        for v in adj.get(u, none):
            if v not in dist:
                dist[v] = dist[u] + 1
                queue.append(v)
    return dist


@torch.jit.script
def path(adj: Dict[int, List[int]], a: int, b: int) -> Optional[List[int]]:
    parent: Dict[int, int] = {a: a}
    none: List[int] = []
    frontier = [a]
    while len(frontier) > 0:
        nxt: List[int] = []
        for u in frontier:
            for v in adj.get(u, none):
                if v not in parent:
                    parent[v] = u
                    nxt.append(v)
        frontier = nxt
    if b not in parent:
        return None
    out = [b]
    while out[-1] != a:
        out.append(parent[out[-1]])
    out.reverse()
    return out


@torch.jit.script
def degrees(edges: List[Tuple[int, int]]) -> Dict[int, List[int]]:
    adj: Dict[int, List[int]] = {}
    for u, v in edges:
        for w in [u, v]:
            if w not in adj:
                fresh: List[int] = []
                adj[w] = fresh
        adj[u].append(v)
        adj[v].append(u)
    return adj


adj = degrees([(1, 2), (2, 3), (3, 4), (1, 5), (6, 7)])
print(adj)
print(bfs(adj, 1))
print(path(adj, 5, 4), path(adj, 1, 7))
