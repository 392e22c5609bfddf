# sort/argsort without stable=True report ties in the order ATen's
# std::sort (introsort) leaves them, which differs from a stable sort once a
# row is longer than 16; detection post-processing of untrained models
# (all scores equal) depends on it.
import torch
from typing import List


@torch.jit.script
def orders(x: torch.Tensor) -> List[torch.Tensor]:
    a, ia = x.sort()
    b, ib = torch.sort(x, dim=-1, descending=True)
    return [ia, ib, x.argsort(descending=True), torch.sort(x, stable=False)[1], torch.sort(x, stable=True)[1]]


torch.manual_seed(0)
for n in [5, 17, 40, 300]:
    x = torch.randint(0, 3, (2, n)).float()
    x[1, n // 2] = float("nan")
    for t in orders(x):
        print(n, t[0].tolist()[:24], t[1].tolist()[-24:])
ints = torch.randint(0, 2, (33,))
print(torch.sort(ints)[1].tolist(), torch.argsort(ints, descending=True).tolist())
cols = torch.randint(0, 2, (20, 3)).double()
print(cols.sort(0)[1].t().tolist(), cols.sort(0, descending=True)[1].t().tolist())
