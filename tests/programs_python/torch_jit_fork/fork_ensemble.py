# The dynamic-parallelism tutorial's pattern: an ensemble whose members run
# as forks on the inter-op pool, waited on in order; errors and grad mode
# cross the fork.
import torch
import torch.nn as nn
from typing import List

torch.set_num_interop_threads(2)
print(torch.get_num_interop_threads())


class Member(nn.Module):
    def __init__(self, seed: int):
        super().__init__()
        torch.manual_seed(seed)
        self.fc = nn.Linear(4, 3)

    def forward(self, x):
        return torch.relu(self.fc(x)).sum(dim=1)


class Ensemble(nn.Module):
    def __init__(self):
        super().__init__()
        self.members = nn.ModuleList([Member(i) for i in range(4)])

    def forward(self, x):
        futures: List[torch.jit.Future[torch.Tensor]] = []
        for m in self.members:
            futures.append(torch.jit.fork(m, x))
        results = [torch.jit.wait(f) for f in futures]
        return torch.stack(results).mean(dim=0)


torch.manual_seed(0)
x = torch.randn(5, 4)
eager = Ensemble()
scripted = torch.jit.script(eager)
print(torch.allclose(eager(x), scripted(x)))
print(scripted(x).shape)


@torch.jit.script
def square(n: int) -> int:
    return n * n


@torch.jit.script
def pair(n: int) -> int:
    a = torch.jit.fork(square, n)
    b = torch.jit.fork(square, n + 1)
    return torch.jit.wait(a) + torch.jit.wait(b)


@torch.jit.script
def tree(n: int) -> int:
    futs = [torch.jit.fork(pair, i) for i in range(n)]
    return sum([torch.jit.wait(f) for f in futs])


@torch.jit.script
def many(n: int) -> int:
    futs = [torch.jit.fork(square, i) for i in range(n)]
    total = 0
    for f in futs:
        total += torch.jit.wait(f)
    return total


print(tree(20))
print(many(100))


@torch.jit.script
def scale_forked(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    fut = torch.jit.fork(torch.mul, a, b)
    return torch.jit.wait(fut) + 1


def traceback_lines(e: Exception) -> str:
    # File lines hold the absolute path of this program.
    return "\n".join(l for l in str(e).splitlines() if not l.startswith("  File"))


print(scale_forked(torch.ones(2), torch.full((2,), 3.0)))
for _ in range(2):  # the error is raised by every wait, and the next call works
    try:
        scale_forked(torch.ones(2), torch.ones(3))
    except RuntimeError as e:
        print(traceback_lines(e))


@torch.jit.script
def grad_on(t: torch.Tensor) -> bool:
    return torch.is_grad_enabled()


@torch.jit.script
def grad_in_fork(t: torch.Tensor) -> bool:
    return torch.jit.wait(torch.jit.fork(grad_on, t))


@torch.jit.script
def mul_forked(w: torch.Tensor, x: torch.Tensor) -> torch.Tensor:
    fut = torch.jit.fork(torch.mul, w, x)
    return torch.jit.wait(fut)


print(grad_in_fork(x))
with torch.no_grad():
    print(grad_in_fork(x))
w = torch.ones(3, requires_grad=True)
print(mul_forked(w, torch.arange(3.0)).requires_grad)
with torch.no_grad():
    print(mul_forked(w, torch.arange(3.0)).requires_grad)

try:
    torch.set_num_interop_threads(0)
except RuntimeError as e:
    print(e)
try:
    torch.set_num_interop_threads("4")
except RuntimeError as e:
    print(e)
