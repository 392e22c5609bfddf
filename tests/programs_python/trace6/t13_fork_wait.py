import torch
from typing import List

def work(x, k: int):
    return x * k

@torch.jit.script
def run(x):
    futs: List[torch.jit.Future[torch.Tensor]] = []
    for i in range(3):
        futs.append(torch.jit._fork(work, x, i))
    out = []
    for f in futs:
        out.append(torch.jit._wait(f))
    return torch.stack(out)

print(run(torch.ones(2)))
print(run.code)

fut = torch.jit.fork(work, torch.ones(1), 5)
print(torch.jit.wait(fut))

def traced(x):
    f = torch.jit.fork(torch.neg, x)
    return torch.jit.wait(f) + x

t = torch.jit.trace(traced, torch.ones(2))
print(t(torch.ones(2)))
print(t.graph.findNode("prim::fork") is not None)
