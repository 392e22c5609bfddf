import torch


@torch.jit.script
class M:
    def __init__(self, v: float):
        self.v = v

    def __mul__(self, o: "M") -> "M":
        return M(self.v * o.v)

    def __matmul__(self, o: "M") -> "M":
        return M(self.v * o.v)


@torch.jit.script
def mul(a: float, b: float) -> float:
    return (M(a) * M(b)).v


print(mul(2.0, 3.0))


@torch.jit.script
def matmul(a: float, b: float) -> float:
    return (M(a) @ M(b)).v
