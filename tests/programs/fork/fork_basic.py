import torch
from typing import List, Tuple


def scale(x: torch.Tensor, k: float) -> torch.Tensor:
    return x * k


def stats(x: torch.Tensor) -> Tuple[torch.Tensor, int]:
    return x.sum(), x.numel()


@torch.jit.script
def ensemble(x: torch.Tensor) -> torch.Tensor:
    futs: List[torch.jit.Future[torch.Tensor]] = []
    for i in range(4):
        futs.append(torch.jit.fork(scale, x, float(i)))
    out = torch.zeros_like(x)
    for f in futs:
        out = out + torch.jit.wait(f)
    return out


@torch.jit.script
def tuple_result(x: torch.Tensor) -> int:
    fut = torch.jit._fork(stats, x)
    s, n = torch.jit._wait(fut)
    return int(s) + n


@torch.jit.script
def keyword_args(x: torch.Tensor) -> torch.Tensor:
    fut = torch.jit.fork(scale, x, k=2.5)
    return torch.jit.wait(fut)


@torch.jit.script
def nested(x: torch.Tensor) -> torch.Tensor:
    fut = torch.jit.fork(ensemble, x)
    return torch.jit.wait(fut) + 1


print(ensemble(torch.tensor([1.0, 2.0])))
print(tuple_result(torch.arange(5.)))
print(keyword_args(torch.ones(3)))
print(nested(torch.tensor([1.0])))
# a future waited twice gives the same value
@torch.jit.script
def twice(x: torch.Tensor) -> torch.Tensor:
    f = torch.jit.fork(scale, x, 3.0)
    return torch.jit.wait(f) + torch.jit.wait(f)


print(twice(torch.tensor([2.0])))
# grad mode is inherited by the forked call
@torch.jit.script
def grad_flag(x: torch.Tensor) -> bool:
    return torch.jit.wait(torch.jit.fork(scale, x, 2.0)).requires_grad


w = torch.ones(2, requires_grad=True)
print(grad_flag(w))
with torch.no_grad():
    print(grad_flag(w))
