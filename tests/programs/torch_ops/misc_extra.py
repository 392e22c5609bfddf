import torch
from typing import List, Tuple


@torch.jit.script
def histograms(x: torch.Tensor) -> List[torch.Tensor]:
    h1, e1 = torch.histogram(torch.tensor([2.0, 2.0, 2.0]), 4)
    h2, e2 = torch.histogram(x, 4, range=[0.0, 4.0], weight=torch.tensor([1.0, 2.0, 3.0, 4.0]), density=True)
    h3, e3 = torch.histogram(x, torch.tensor([0.0, 1.0, 3.0, 6.0]))
    h4, e4 = torch.histogram(x, torch.tensor([0.0, 1.0, 3.0, 6.0]), density=True)
    h5, e5 = torch.histogram(x, 3)
    return [h1, e1, h2, e2, h3, e3, h4, e4, h5, e5]


@torch.jit.script
def unpack(a: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    lu, piv = torch.linalg.lu_factor(a)
    return torch.lu_unpack(lu, piv)


@torch.jit.script
def renorm(w: torch.Tensor) -> torch.Tensor:
    torch.embedding_renorm_(w, torch.tensor([0, 2, 2]), 1.0, 2.0)
    return w


for t in histograms(torch.tensor([1.0, 2.0, 1.0, 5.0])):
    print([round(v, 4) for v in t.tolist()])
p, l, u = unpack(torch.tensor([[1.0, 2.0, 0.5], [3.0, 4.0, 1.0], [0.0, 1.0, 2.0]]))
print(p, l.round(decimals=4), u.round(decimals=4))
p, l, u = unpack(torch.tensor([[[1.0, 2.0], [3.0, 4.0]], [[5.0, 1.0], [1.0, 2.0]]]))
print(p, l.round(decimals=4), u.round(decimals=4))
print(renorm(torch.ones(3, 2) * 3).round(decimals=4))
rm, rv = torch.zeros(3), torch.ones(3)
print(torch.batch_norm_update_stats(torch.arange(6.0).view(2, 3), rm, rv, 0.1), rm, rv)
print(torch.batch_norm_update_stats(torch.arange(12.0).view(2, 3, 2), None, None, 0.1))
try:
    torch.histogram(torch.tensor([1, 2]), 3)
except RuntimeError as e:
    print(e)
