import torch


@torch.jit.script
class Box:
    def __init__(self, v: int):
        self.v = v

    @staticmethod
    def make(v: int) -> "Box":
        return Box(v * 2)


@torch.jit.script
def ok(v: int) -> int:
    return Box.make(v).v


print(ok(3))


def bad(b: Box) -> int:
    return b.make(1).v


torch.jit.script(bad)
