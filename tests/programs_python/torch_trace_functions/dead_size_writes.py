# Dead in-place arithmetic on traced sizes disappears from a trace, as in
# PyTorch (Note [Dead local writes]); live arithmetic and writes to inputs stay.
import torch


def show(graph):
    # source comments name this file by its full path; keep the base name
    for line in str(graph).splitlines():
        code, sep, loc = line.partition(" # ")
        print(code + sep + loc.rsplit("/", 1)[-1] if sep else line)


def dead_size_math(x):
    p = x.size(0)
    p *= x.size(1)
    p += 3
    return x + 1


def live_size_math(x):
    p = x.size(0)
    p *= x.size(1)
    return x.view(p)


def writes_input(x, counter):
    counter.add_(1)
    return x * 2


show(torch.jit.trace(dead_size_math, torch.ones(2, 3)).graph)
show(torch.jit.trace(live_size_math, torch.ones(2, 3)).graph)
show(torch.jit.trace(writes_input, (torch.ones(2), torch.zeros(1))).graph)
bn = torch.nn.BatchNorm1d(3)
t = torch.jit.trace(bn, torch.randn(4, 3))
print([n.kind() for n in t.graph.nodes()])
