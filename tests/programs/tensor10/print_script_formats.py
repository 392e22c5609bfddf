import torch
from typing import List, Dict, Tuple


@torch.jit.script
def f(x: torch.Tensor):
    print(x)
    print(x.int())
    print(x > 1)
    print(x.double() / 3)
    print(x[0], x.sum(), x.mean())
    print("vals:", x.shape, x.dtype, x.size(0))
    l: List[torch.Tensor] = [x, x + 1]
    print(l)
    d: Dict[str, torch.Tensor] = {"a": x}
    print(d)
    t: Tuple[torch.Tensor, int] = (x, 3)
    print(t)
    print(torch.zeros(0), torch.zeros(2, 0, 3), torch.tensor(1 + 2j))
    print(torch.tensor([1e-5, 1.0]), torch.tensor([1e10, 1.0]), x.half())


f(torch.tensor([[0.5, 1.5], [2.0, -3.25]]))
