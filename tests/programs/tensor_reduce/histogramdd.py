# torch.histogramdd: int bins, per-dim bin counts, explicit edges, range,
# weights, density, edge values, NaN/outside values; PyTorch's checks.
import torch


def show(r):
    # Eager bin_edges print as a tuple in PyTorch; print the parts.
    print(r.hist, list(r.bin_edges))


x = torch.tensor([[0., 1.], [1., 0.], [2., 0.], [2., 2.]])
show(torch.histogramdd(x, bins=[3, 3], weight=torch.tensor([1., 2., 4., 8.])))
show(torch.histogramdd(x, bins=2, range=[0., 1., 0., 1.], density=True))
show(torch.histogramdd(x, bins=[torch.tensor([0., 1., 2.]), torch.tensor([0., 1.5, 2.])]))
show(torch.histogramdd(torch.tensor([[1., 1.], [1., 1.]]), bins=2))
show(torch.histogramdd(torch.zeros(0, 2), bins=2))
show(torch.histogramdd(torch.tensor([[0., 1.], [3., 0.], [-1., 0.]]), bins=2, range=[0., 2., 0., 1.]))
torch.manual_seed(0)
r = torch.rand(2, 50, 3, dtype=torch.float64)
h, edges = torch.histogramdd(r, bins=[4, 3, 2])
print(h, [torch.round(e, decimals=4) for e in edges], h.sum())
hd, _ = torch.histogramdd(r, bins=[4, 3, 2], weight=torch.rand(2, 50, dtype=torch.float64), density=True)
print(torch.round(hd, decimals=4))


@torch.jit.script
def scripted(x: torch.Tensor, w: torch.Tensor):
    a = torch.histogramdd(x, [2, 2], weight=w)
    b = torch.histogramdd(x, 3, [0., 3., 0., 3.])
    c = torch.histogramdd(x, [torch.tensor([0., 2.]), torch.tensor([0., 1., 2.])], density=True)
    return a.hist, a.bin_edges, b.hist, c.hist, c.bin_edges


print(scripted(x, torch.ones(4)))
checks = [
    lambda: torch.histogramdd(x, bins=[torch.tensor([0., 1.])]),
    lambda: torch.histogramdd(x, bins=[torch.tensor([0., 1.]).double(), torch.tensor([0., 1.])]),
    lambda: torch.histogramdd(x, bins=2, weight=torch.ones(4).double()),
    lambda: torch.histogramdd(x, bins=[2]),
    lambda: torch.histogramdd(x.long(), bins=2),
    lambda: torch.histogramdd(x, bins=0),
    lambda: torch.histogramdd(x, bins=2, range=[0., 1.]),
    lambda: torch.histogramdd(x, 2, range=[1., 0., 0., 1.]),
    lambda: torch.histogramdd(x, 2, weight=torch.ones(3)),
    lambda: torch.histogramdd(x[0], 2),
]
for f in checks:
    try:
        print(f())
    except RuntimeError as e:
        print("RuntimeError:", e)
