import torch
from typing import List, Tuple


@torch.jit.script
def methods(x: torch.Tensor) -> Tuple[List[int], List[float], int, float, bool, str]:
    sizes: List[int] = x.size()
    vals: List[float] = x.flatten().tolist()
    n = x.numel()
    first = x[0, 0].item()
    cont = x.is_contiguous()
    return sizes, vals, n, float(first), cont, str(x.dtype)


@torch.jit.script
def conversions(x: torch.Tensor):
    return x.int(), x.long(), x.half(), x.double(), x.to(torch.bool), x.to(torch.uint8), x.type_as(torch.zeros(1, dtype=torch.int16))


@torch.jit.script
def shape_math(x: torch.Tensor) -> List[int]:
    out: List[int] = []
    out.append(x.dim())
    out.append(x.ndim)
    out.append(len(x))
    out.append(x.shape[-1])
    out.append(x.size(-2))
    out.append(x.element_size())
    out.append(int(x.sum()))
    return out


x = torch.tensor([[1.5, -2.7], [0.0, 3.2]])
print(methods(x))
for t in conversions(x):
    print(t)
print(shape_math(x))
print(shape_math(torch.ones(3, 2, 4, dtype=torch.int8)))
