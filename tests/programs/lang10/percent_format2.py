import torch


@torch.jit.script
def fmt(name: str, n: int, x: float) -> str:
    return "%s has %d items costing %f" % (name, n, x)


@torch.jit.script
def fmt_one(n: int) -> str:
    return "value=%d" % n


@torch.jit.script
def fmt_s(x: float) -> str:
    return "[%s]" % x


print(fmt("cart", 3, 2.5))
print(fmt_one(-7))
print(fmt_s(0.1), fmt_s(3.0))
