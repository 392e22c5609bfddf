import torch


@torch.jit.script
def fmt(a: int, b: str, c: float) -> str:
    return "{} and {} with {}".format(a, b, c)


@torch.jit.script
def fmt_list(xs: list[int]) -> str:
    return "items: {}".format(xs)


@torch.jit.script
def fmt_bool(b: bool) -> str:
    return "flag={}!".format(b)


print(fmt(1, "two", 3.0))
print(fmt(-5, "", 0.1))
print(fmt_bool(True), fmt_bool(False))
