import torch
from typing import Dict, List, Optional, Tuple


@torch.jit.script
def show(xs: List[float], d: Dict[str, List[int]], t: Tuple[int, str, Optional[float]]):
    print(xs)
    print(d)
    print(t)
    print(xs, d, t)
    print([[1, 2], [3]], [True, False], ["a", "b"])
    print(1.0, 0.1, -0.0, 1e20, 1e-20, 123456789.0, 2.5e-7)
    print(float("inf"), -float("inf"), float("nan"))
    print(None, (), [1][1:])
    print((1,), (1, (2, 3)))


@torch.jit.script
def show_tensors(a: torch.Tensor, b: torch.Tensor):
    print(a)
    print(b)
    print([a, b])
    print((a.sum(), b.max()))


show([1.5, 2.0], {"k": [1, 2], "e": []}, (3, "s", None))
show([], {}, (0, "", 2.5))
show_tensors(torch.tensor([1.5, -2.0, 3.25]), torch.tensor([[1, 2], [3, 4]]))
show_tensors(torch.tensor([True, False]), torch.tensor([[0.001, 0.002], [0.003, 100.0]]))
