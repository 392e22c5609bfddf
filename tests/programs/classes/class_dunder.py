import torch


@torch.jit.script
class Vec(object):
    def __init__(self, x: float, y: float):
        self.x = x
        self.y = y

    def __add__(self, o: "Vec") -> "Vec":
        return Vec(self.x + o.x, self.y + o.y)

    def __mul__(self, k: float) -> "Vec":
        return Vec(self.x * k, self.y * k)

    def __eq__(self, o: "Vec") -> bool:
        return self.x == o.x and self.y == o.y

    def __lt__(self, o: "Vec") -> bool:
        return self.norm2() < o.norm2()

    def norm2(self) -> float:
        return self.x * self.x + self.y * self.y

    def __str__(self) -> str:
        return "Vec(" + str(self.x) + ", " + str(self.y) + ")"


@torch.jit.script
def f(a: float):
    v = Vec(a, 1.0) + Vec(1.0, 2.0)
    w = v * 2.0
    return str(w), v == Vec(a + 1.0, 3.0), v < w, w.norm2()


print(f(1.0))
