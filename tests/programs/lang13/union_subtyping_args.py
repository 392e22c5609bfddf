import torch
from typing import List, Optional, Union


@torch.jit.script
def takes(x: Union[int, float, str]) -> str:
    return str(x)


@torch.jit.script
def caller(a: int, b: float, flag: bool) -> List[str]:
    v: Union[int, float] = a
    if flag:
        v = b
    return [takes(a), takes(b), takes("s"), takes(v)]


@torch.jit.script
def tensor_or_none(x: Union[torch.Tensor, None], k: int) -> int:
    if x is not None:
        return x.numel() + k
    return k


print(caller(3, 1.5, True), caller(4, 2.0, False))
print(tensor_or_none(torch.ones(2, 3), 1), tensor_or_none(None, 5))
print(tensor_or_none.graph.inputs().__next__().type())
