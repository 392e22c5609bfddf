import torch
from typing import List

@torch.jit.script
def creation(n: int) -> List[torch.Tensor]:
    return [torch.zeros(n, 2), torch.ones(n, dtype=torch.int64), torch.full([2, 2], 7.5), torch.arange(0, n, 2),
            torch.linspace(0, 1, 5), torch.eye(n), torch.empty(0).new_zeros([2]), torch.tensor([1, 2, 3])]

@torch.jit.script
def math_ops(x: torch.Tensor) -> List[torch.Tensor]:
    return [x.abs(), x.sqrt().round(decimals=3), torch.exp(x).floor(), x.pow(2), x.neg(), torch.sign(x),
            torch.maximum(x, torch.tensor(1.5)), x.topk(2).values, x.sort(descending=True).indices]

@torch.jit.script
def list_of_tensors(xs: List[torch.Tensor]) -> List[float]:
    out: List[float] = []
    for t in xs:
        out.append(t.sum().item())
    return out

print(creation(3))
print(math_ops(torch.tensor([4.0, 1.0, 9.0, 2.25])))
print(list_of_tensors([torch.ones(2), torch.arange(4.0)]))
