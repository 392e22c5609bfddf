import torch


def show(graph):
    for line in str(graph).splitlines():
        code, sep, loc = line.partition(" # ")
        print(code + sep + loc.rsplit("/", 1)[-1] if sep else line)


def split_heads(x):
    # shapes become constants in the trace
    b = x.view(2, 3, 2)
    t = b.transpose(0, 1).contiguous()
    return t.reshape(3, -1), [b.sum(0), b.max()]


traced = torch.jit.trace(split_heads, (torch.arange(12.),))
show(traced.graph)
print(traced.code)
first, rest = traced(torch.arange(12.) * 2)
print(first)
print(rest)
print(type(rest))


def concat(a, b):
    return torch.cat([a, b * 2], dim=0).t(), torch.stack((a, b)).mean()


traced_cat = torch.jit.trace(concat, (torch.ones(1, 2), torch.ones(1, 2)))
show(traced_cat.graph)
print(traced_cat(torch.tensor([[1.0, 2.0]]), torch.tensor([[3.0, 4.0]])))


def make_mask(x):
    # a factory inside the trace is recorded; its result is not an input
    return x * torch.ones(2, 2) + torch.zeros(2, 2, dtype=torch.float64).float()


traced_mask = torch.jit.trace(make_mask, (torch.ones(2, 2),))
print(traced_mask(torch.full((2, 2), 3.0)))
print(traced_mask.code)

print(torch.jit.is_tracing())
