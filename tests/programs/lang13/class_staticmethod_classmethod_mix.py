import torch


@torch.jit.script
class Vec:
    def __init__(self, x: float, y: float):
        self.x = x
        self.y = y

    @staticmethod
    def zero() -> "Vec":
        return Vec(0.0, 0.0)

    @staticmethod
    def dot(a: "Vec", b: "Vec") -> float:
        return a.x * b.x + a.y * b.y

    def __add__(self, other: "Vec") -> "Vec":
        return Vec(self.x + other.x, self.y + other.y)

    def __eq__(self, other: "Vec") -> bool:
        return self.x == other.x and self.y == other.y

    def norm2(self) -> float:
        return self.x * self.x + self.y * self.y


@torch.jit.script
def go():
    a = Vec(1.0, 2.0)
    b = Vec.zero() + a + a
    return b.x, b.y, b.norm2(), a == Vec(1.0, 2.0), a == b


print(go())
