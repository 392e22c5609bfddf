import torch


@torch.jit.script
def mul_wrap(a: int, b: int) -> int:
    return a * b


@torch.jit.script
def add_wrap(a: int) -> int:
    return a + 1


@torch.jit.script
def shifts(a: int) -> int:
    return (a << 62) >> 3


big = 2 ** 62
print(mul_wrap(big, 2), mul_wrap(big, 4), mul_wrap(-big, 2))
print(add_wrap(9223372036854775807))
print(shifts(1), shifts(3), shifts(-1))
