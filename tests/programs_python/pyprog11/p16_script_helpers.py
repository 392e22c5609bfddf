import torch
from typing import List, Tuple, Optional

@torch.jit.script
def helper(x: torch.Tensor) -> torch.Tensor:
    return x * 2 + 1

@torch.jit.script
def outer(x: torch.Tensor, n: int) -> torch.Tensor:
    for _ in range(n):
        x = helper(x)
    return x.relu()

@torch.jit.script
def stats(xs: List[torch.Tensor]) -> Tuple[float, float]:
    total = 0.0
    count = 0
    for t in xs:
        total += float(t.sum())
        count += t.numel()
    return total, total / max(count, 1)

@torch.jit.script
def first_positive(x: torch.Tensor) -> Optional[int]:
    for i in range(x.size(0)):
        if bool(x[i] > 0):
            return i
    return None

print(outer(torch.tensor([-3.0, 1.0]), 2))
print(helper.code)
print(outer.name, helper.name, type(outer).__name__)
print(stats([torch.ones(2), torch.arange(3.)]))
print(first_positive(torch.tensor([-1.0, -2.0, 3.0])), first_positive(torch.tensor([-1.0])))
print(helper.schema)
print(str(stats.schema))
try:
    outer(torch.ones(2), "3")
except RuntimeError as e:
    print(str(e).splitlines()[0])
