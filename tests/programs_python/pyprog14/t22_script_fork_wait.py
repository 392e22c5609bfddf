from typing import List
import torch


@torch.jit.script
def work(x: torch.Tensor, k: int) -> torch.Tensor:
    return x * k + 1


@torch.jit.script
def parallel(x: torch.Tensor) -> List[torch.Tensor]:
    futs = [torch.jit.fork(work, x, k) for k in range(3)]
    return [torch.jit.wait(f) for f in futs]


print(parallel(torch.ones(2)))


def py_parallel(x):
    fut = torch.jit.fork(work, x, 5)
    return torch.jit.wait(fut)


print(py_parallel(torch.arange(3.0)))


class Ensemble(torch.nn.Module):
    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        self.members = torch.nn.ModuleList([torch.nn.Linear(2, 1) for _ in range(3)])

    def forward(self, x):
        futs = []
        for m in self.members:
            futs.append(torch.jit.fork(m, x))
        outs = [torch.jit.wait(f) for f in futs]
        return torch.stack(outs).mean(0)


e = Ensemble()
try:
    torch.jit.script(e)
except RuntimeError as err:
    print([l for l in str(err).splitlines() if l.strip()][1])


class Ensemble2(Ensemble):
    def forward(self, x):
        futs: List[torch.jit.Future[torch.Tensor]] = []
        for m in self.members:
            futs.append(torch.jit.fork(m, x))
        outs = [torch.jit.wait(f) for f in futs]
        return torch.stack(outs).mean(0)


e2 = Ensemble2()
s = torch.jit.script(e2)
x = torch.ones(4, 2)
print(torch.allclose(s(x), e2(x)), s(x).shape)
fut = torch.jit.fork(torch.add, torch.ones(1), 2)
print(type(fut).__name__, fut.wait(), fut.done())
