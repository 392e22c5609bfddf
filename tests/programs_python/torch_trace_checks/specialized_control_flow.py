import torch


def show(graph):
    for line in str(graph).splitlines():
        code, sep, loc = line.partition(" # ")
        print(code + sep + loc.rsplit("/", 1)[-1] if sep else line)


def clipped(x):
    # the branch taken for the example input is all the trace keeps
    if x.sum() > 0:
        return x * 10
    return x - 10


traced = torch.jit.trace(clipped, (torch.ones(2),))
show(traced.graph)
print(traced(-torch.ones(2)))
print(clipped(-torch.ones(2)))


def accumulate(x):
    # the loop is unrolled for the example's first dimension
    total = x[0]
    for i in range(1, x.size(0)):
        total = total + x[i]
    return total


traced_acc = torch.jit.trace(accumulate, (torch.ones(3, 2),))
print(traced_acc.code)
print(traced_acc(torch.arange(8.).reshape(4, 2)))
print(accumulate(torch.arange(8.).reshape(4, 2)))


def scale_by_max(x):
    m = float(x.max())
    return x / m


traced_scale = torch.jit.trace(scale_by_max, (torch.tensor([1.0, 4.0]),))
print(traced_scale(torch.tensor([2.0, 8.0])))


def rows(x):
    return [r * 2 for r in x]


traced_rows = torch.jit.trace(rows, (torch.ones(2, 2),), strict=False)
print(traced_rows(torch.ones(2, 2)))


def describe(x):
    return "n=" + str(x.shape[0])


# a traced function must return tensors (or containers of them)
torch.jit.trace(describe, (torch.ones(3),))
