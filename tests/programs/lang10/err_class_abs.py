import torch


@torch.jit.script
class Num:
    def __init__(self, v: int):
        self.v = v

    def __abs__(self) -> int:
        return -self.v if self.v < 0 else self.v

    def __neg__(self) -> "Num":
        return Num(-self.v)


@torch.jit.script
def negate(x: int) -> int:
    return (-Num(x)).v


print(negate(4))


@torch.jit.script
def absolute(x: int) -> int:
    return abs(Num(x))
