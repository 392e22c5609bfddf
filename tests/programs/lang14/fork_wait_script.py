import torch
from typing import List


@torch.jit.script
def work(x: torch.Tensor, k: int) -> torch.Tensor:
    return x * k + 1


@torch.jit.script
def parallel(x: torch.Tensor) -> List[torch.Tensor]:
    futs = [torch.jit.fork(work, x, k) for k in range(3)]
    return [torch.jit.wait(f) for f in futs]


@torch.jit.script
def nested_fork(x: torch.Tensor) -> torch.Tensor:
    f = torch.jit.fork(parallel, x)
    g = torch.jit._fork(work, x, k=10)
    return torch.stack(torch.jit.wait(f)).sum(0) + torch.jit._wait(g)


class M(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        fut = torch.jit.fork(work, x, 2)
        y = x - 1
        return torch.jit.wait(fut) + y


print(parallel(torch.tensor([1.0, 2.0])))
print(nested_fork(torch.tensor([1.0, 2.0])))
print(torch.jit.script(M())(torch.tensor([5.0])))
