import torch


def show(graph):
    # source comments name this file by its full path; keep the base name
    for line in str(graph).splitlines():
        code, sep, loc = line.partition(" # ")
        print(code + sep + loc.rsplit("/", 1)[-1] if sep else line)


def scaled_residual(x, y):
    z = x + y * 2
    return z.relu(), z.sum()


traced = torch.jit.trace(scaled_residual, (torch.ones(2, 3), torch.ones(2, 3)))
print(type(traced))
show(traced.graph)
print(traced.code)
a, b = traced(torch.arange(6.).reshape(2, 3), -torch.ones(2, 3))
print(a)
print(b)


def normalize(x):
    mean = x.mean(dim=1, keepdim=True)
    centered = x - mean
    scale = centered.pow(2).mean(dim=1, keepdim=True).add(1e-5).sqrt()
    return centered / scale * 0.5 + 0.25


traced_norm = torch.jit.trace(normalize, (torch.randn(3, 4),))
show(traced_norm.graph)
print(traced_norm.code)
x = torch.tensor([[1.0, 2.0, 3.0, 4.0], [2.0, 2.0, 2.0, 6.0]])
print(torch.allclose(traced_norm(x), normalize(x)))
print(traced_norm(x))


def update(x):
    x.add_(1)
    x.mul_(2)
    return x * 3 + x


traced_update = torch.jit.trace(update, (torch.zeros(2),))
show(traced_update.graph)
print(traced_update(torch.ones(2)))
