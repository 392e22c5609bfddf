import torch
from typing import Dict, List, Tuple


@torch.jit.script
def countdown(x: torch.Tensor, n: int) -> torch.Tensor:
    y = x
    while n > 0:
        y = y * 2
        n -= 1
    return y


@torch.jit.script
def total(xs: List[int]) -> int:
    t = 0
    for v in xs:
        t += v
    return t


@torch.jit.script
def unpack(a: Tuple[int, str]) -> str:
    n, s = a
    return s + str(n)


@torch.jit.script
def stepped(x: torch.Tensor) -> List[torch.Tensor]:
    out: List[torch.Tensor] = []
    for i in range(2, 10, 3):
        out.append(x + i)
    return out


@torch.jit.script
def long_expr(x: torch.Tensor) -> torch.Tensor:
    return torch.relu(x).sum(dim=0, keepdim=True) + x.mean()


@torch.jit.script
def printing(x: float) -> float:
    print("value", x)
    return x * 2.5 - 1.0 / x


@torch.jit.script
def views(x: torch.Tensor) -> Tuple[torch.Tensor, int]:
    a = x.size(0)
    b = x.view(-1, 2)
    return b, a


@torch.jit.script
def raising(x: int) -> int:
    if x > 3:
        raise ValueError("too big")
    assert x >= 0, "neg"
    return x


@torch.jit.script
def logic(x: int, y: int) -> bool:
    return x < y and y < 10 or x == 0


@torch.jit.script
def literals(x: List[float]) -> Dict[str, float]:
    d = {"a": x[0], "b": 2.0}
    return d


@torch.jit.script
def branches(x: torch.Tensor) -> torch.Tensor:
    if bool(x.sum() > 0):
        y = x * 2
    else:
        y = x - 2
    return y.float()


@torch.jit.script
def cat_dim(xs: List[torch.Tensor]) -> torch.Tensor:
    return torch.cat(xs, dim=1)


print(countdown.code)
print(total.code)
print(unpack.code)
print(stepped.code)
print(long_expr.code)
print(printing.code)
print(views.code)
print(raising.code)
print(logic.code)
print(literals.code)
print(branches.code)
print(cat_dim.code)
