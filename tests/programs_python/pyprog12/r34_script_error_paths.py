import torch
from typing import List

@torch.jit.script
def checked_div(a: torch.Tensor, b: float) -> torch.Tensor:
    if b == 0.0:
        raise ValueError("division by zero requested")
    return a / b

@torch.jit.script
def safe_get(xs: List[int], i: int) -> int:
    if i >= len(xs):
        return -1
    return xs[i]

print(checked_div(torch.ones(2), 4.0))
try:
    checked_div(torch.ones(2), 0.0)
except Exception as e:
    print(type(e).__name__, str(e).strip().splitlines()[-1])
print(safe_get([1, 2, 3], 1), safe_get([1, 2, 3], 10))
try:
    safe_get([1, 2], "x")
except RuntimeError as e:
    print(str(e).splitlines()[0])
try:
    @torch.jit.script
    def bad(x: torch.Tensor) -> int:
        return x
except RuntimeError as e:
    print("compile error:", str(e).strip().splitlines()[0])
@torch.jit.script
def assert_pos(x: torch.Tensor) -> torch.Tensor:
    assert bool((x > 0).all()), "must be positive"
    return x.log()
try:
    assert_pos(torch.tensor([1.0, -1.0]))
except Exception as e:
    print(type(e).__name__, str(e).strip().splitlines()[-1])
