import torch


@torch.jit.script
def fmt(x: int, y: float, s: str) -> str:
    return "%d in template %s and %f %e %E %% %c %i" % (x, s, y, y, 0.1, 65, 7.9)


@torch.jit.script
def one(x: float) -> str:
    return "value: %s" % x


@torch.jit.script
def bad(x: float) -> str:
    return "%a in template" % x


print(fmt(3, 2.5, "q"))
print(one(1.0))
print(bad(1.0))
