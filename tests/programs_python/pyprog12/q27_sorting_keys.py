import torch
from operator import itemgetter, attrgetter

runs = [
    {"name": "a", "loss": 0.3, "epochs": 10},
    {"name": "b", "loss": 0.1, "epochs": 20},
    {"name": "c", "loss": 0.3, "epochs": 5},
    {"name": "d", "loss": 0.2, "epochs": 20},
]
print([r["name"] for r in sorted(runs, key=itemgetter("loss"))])
print([r["name"] for r in sorted(runs, key=lambda r: (-r["epochs"], r["loss"]))])
print([r["name"] for r in sorted(runs, key=itemgetter("loss", "epochs"), reverse=True)])
t = torch.tensor([3.0, 1.0, 2.0, 1.0])
vals, idx = torch.sort(t, stable=True)
print(vals, idx)
print(torch.sort(t, descending=True))
print(torch.argsort(t, descending=True, stable=True))
print(torch.topk(t, 2), torch.topk(t, 2, largest=False).indices)
print(torch.kthvalue(t, 2), torch.msort(torch.tensor([[2, 1], [0, 5]])))
names = ["bob", "Alice", "carol", "Dave"]
print(sorted(names), sorted(names, key=str.lower), sorted(names, key=len))
tensors = [torch.ones(3), torch.ones(1), torch.ones(2)]
print([x.numel() for x in sorted(tensors, key=lambda x: x.numel())])
class P:
    def __init__(self, n, s):
        self.n, self.s = n, s
    def __repr__(self):
        return f"P({self.n},{self.s})"
ps = [P("x", 3), P("y", 1), P("z", 3)]
print(sorted(ps, key=attrgetter("s")), max(ps, key=attrgetter("s")), min(ps, key=lambda p: (p.s, p.n)))
print(sorted({"b": 2, "a": 3, "c": 1}.items(), key=itemgetter(1)))
l = [5, 2, 8]
l.sort(reverse=True)
print(l, sorted("hello"), sorted([(1, "b"), (1, "a"), (0, "z")]))
print(torch.unique(torch.tensor([3, 1, 3, 2, 1]), return_counts=True, return_inverse=True))
print(torch.unique_consecutive(torch.tensor([1, 1, 2, 2, 3, 1])), torch.searchsorted(torch.tensor([1, 3, 5]), torch.tensor([0, 3, 6])))
