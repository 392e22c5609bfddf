import torch


@torch.jit.script
class Box:
    def __init__(self, v: int):
        self.v = v

    def __add__(self, k: int) -> "Box":
        return Box(self.v + k)


@torch.jit.script
def grow(n: int) -> int:
    b = Box(n)
    b += 1
    return b.v


print(grow(1))


@torch.jit.script
def shrink(n: int) -> int:
    b = Box(n)
    b -= 1
    return b.v
