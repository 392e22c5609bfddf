import torch


@torch.jit.script
class Vec2:
    def __init__(self, x: float, y: float):
        self.x = x
        self.y = y

    def __add__(self, o: "Vec2") -> "Vec2":
        return Vec2(self.x + o.x, self.y + o.y)

    def __sub__(self, o: "Vec2") -> "Vec2":
        return Vec2(self.x - o.x, self.y - o.y)

    def __mul__(self, k: float) -> "Vec2":
        return Vec2(self.x * k, self.y * k)

    def __lt__(self, o: "Vec2") -> bool:
        return self.norm2() < o.norm2()

    def norm2(self) -> float:
        return self.x * self.x + self.y * self.y

    def __str__(self) -> str:
        return "<" + str(self.x) + ", " + str(self.y) + ">"


@torch.jit.script
def calc() -> str:
    a = Vec2(1.0, 2.0)
    b = Vec2(0.5, -1.0)
    c = (a + b) * 2.0 - a
    return str(c) + " " + str(a < b) + " " + str(b < a)


print(calc())
