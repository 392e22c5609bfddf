import torch


@torch.jit.script
def fmt(a: int, b: float, s: str) -> str:
    return "{} and {} / {}".format(a, b, s)


@torch.jit.script
def fstr(a: int, b: float, s: str) -> str:
    return f"a={a}, b={b}, s={s}!"


@torch.jit.script
def percent(a: int, b: float, s: str) -> str:
    return "%d items, %s name, %f val" % (a, s, b)


print(fmt(3, 2.5, "x"))
print(fstr(-1, 1e-5, "yo"))
print(percent(7, 0.5, "z"))
