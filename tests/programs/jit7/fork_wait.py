# torch.jit.fork / torch.jit.wait: futures of functions with args and
# kwargs, lists of futures, Future[T] annotations, forking module methods,
# and exceptions propagating through wait.
import torch
from typing import List
from torch.jit import Future


def work(x: torch.Tensor, k: int) -> torch.Tensor:
    return x * k + 1


@torch.jit.script
def parallel(x: torch.Tensor) -> torch.Tensor:
    futs: List[Future[torch.Tensor]] = []
    for k in range(4):
        futs.append(torch.jit.fork(work, x, k))
    out = torch.zeros_like(x)
    for f in futs:
        out = out + torch.jit.wait(f)
    return out


print(parallel(torch.tensor([1.0, 2.0])))


def counter(xs: List[int], target: int = 0) -> int:
    return xs.count(target)


@torch.jit.script
def kw() -> List[int]:
    f1 = torch.jit.fork(counter, [1, 0, 0, 2])
    f2 = torch.jit.fork(counter, [1, 2, 2], target=2)
    return [torch.jit.wait(f1), torch.jit.wait(f2)]


print(kw())


class Sub(torch.nn.Module):
    def __init__(self, w: float):
        super().__init__()
        self.w = w

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.w


class Par(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.a = Sub(2.0)
        self.b = Sub(-1.0)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        fa = torch.jit.fork(self.a, x)
        fb = torch.jit.fork(self.b.forward, x)
        return torch.jit.wait(fa) + torch.jit.wait(fb) * 3


print(torch.jit.script(Par())(torch.tensor([1.0, 4.0])))


def boom(x: int) -> int:
    if x > 1:
        raise ValueError("boom " + str(x))
    return x


@torch.jit.script
def failing(x: int) -> int:
    f = torch.jit.fork(boom, x)
    return torch.jit.wait(f)


print(failing(1))
try:
    failing(5)
except Exception as e:
    print("caught", "boom 5" in str(e))


@torch.jit.script
def nested(x: int) -> int:
    f = torch.jit.fork(failing, x)
    g = torch.jit.fork(failing, x - 1)
    return torch.jit.wait(f) * 10 + torch.jit.wait(g)


print(nested(1))
