import torch
from typing import Union, List


@torch.jit.script
def f(x: Union[int, str, List[int]]) -> str:
    if isinstance(x, int):
        return "int " + str(x + 1)
    elif isinstance(x, str):
        return "str " + x.upper()
    else:
        return "list " + str(len(x))


@torch.jit.script
def g(x: Union[torch.Tensor, float]) -> float:
    if isinstance(x, torch.Tensor):
        return float(x.sum())
    return x * 2


print(f(3), f("ab"), f([1, 2, 3]))
print(g(torch.ones(3)), g(1.25))
