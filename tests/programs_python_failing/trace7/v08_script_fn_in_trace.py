import re
import torch


def show(g):
    print(re.sub(r' # [^\n]*', '', str(g)))


@torch.jit.script
def clamp_loop(x, n: int):
    for _ in range(n):
        x = torch.where(x > 1.0, x - 1.0, x)
    return x


def pipeline(x):
    y = x * 3
    z = clamp_loop(y, 2)
    return z + 1


t = torch.jit.trace(pipeline, torch.tensor([0.1, 0.5, 0.9]))
show(t.graph)
print(t.code)
print(t(torch.tensor([0.2, 0.4, 1.0])))
print(clamp_loop.code)
show(t.inlined_graph)
