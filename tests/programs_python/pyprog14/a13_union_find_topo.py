import torch
from collections import deque, defaultdict


class UnionFind:
    def __init__(self, n):
        self.parent = list(range(n))
        self.rank = [0] * n

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
        return True


edges = torch.tensor([[0, 1, 4], [1, 2, 2], [0, 2, 5], [2, 3, 1], [3, 4, 7], [1, 4, 3], [5, 6, 1]])
order = edges[:, 2].argsort(stable=True)
uf = UnionFind(7)
mst = [tuple(e.tolist()) for e in edges[order] if uf.union(e[0].item(), e[1].item())]
print(mst, sum(w for _, _, w in mst))
comps = defaultdict(list)
for v in range(7):
    comps[uf.find(v)].append(v)
print(sorted(comps.values()))
deps = {"train": ["data", "model"], "model": ["layers"], "data": [], "layers": [], "eval": ["train", "data"]}
indeg = {k: 0 for k in deps}
rev = defaultdict(list)
for k, vs in deps.items():
    for v in vs:
        indeg[k] += 1
        rev[v].append(k)
q = deque(sorted(k for k, d in indeg.items() if d == 0))
topo = []
while q:
    n = q.popleft()
    topo.append(n)
    for m in sorted(rev[n]):
        indeg[m] -= 1
        if indeg[m] == 0:
            q.append(m)
print(topo)
A = torch.zeros(5, 5, dtype=torch.long)
for a, b, _ in edges.tolist():
    if a < 5 and b < 5:
        A[a, b] = A[b, a] = 1
reach = torch.linalg.matrix_power(A, 2)
print(reach.diag().tolist(), (torch.linalg.matrix_power(A + torch.eye(5, dtype=torch.long), 4) > 0).all().item())
