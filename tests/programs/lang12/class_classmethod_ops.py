import torch
from typing import List, Tuple


@torch.jit.script
class Vec:
    def __init__(self, x: float, y: float):
        self.x = x
        self.y = y

    def __add__(self, o: "Vec") -> "Vec":
        return Vec(self.x + o.x, self.y + o.y)

    def __sub__(self, o: "Vec") -> "Vec":
        return Vec(self.x - o.x, self.y - o.y)

    def __mul__(self, k: float) -> "Vec":
        return Vec(self.x * k, self.y * k)

    def __neg__(self) -> "Vec":
        return Vec(-self.x, -self.y)

    def __eq__(self, o: "Vec") -> bool:
        return self.x == o.x and self.y == o.y

    def __ne__(self, o: "Vec") -> bool:
        return not self.__eq__(o)

    def __bool__(self) -> bool:
        return self.x != 0.0 or self.y != 0.0

    def __hash__(self) -> int:
        return int(self.x * 31 + self.y)

    def dot(self, o: "Vec") -> float:
        return self.x * o.x + self.y * o.y

    def astuple(self) -> Tuple[float, float]:
        return (self.x, self.y)


@torch.jit.script
def run() -> List[str]:
    a = Vec(1.0, 2.0)
    b = Vec(3.0, -1.0)
    c = a + b * 2.0 - a
    out: List[str] = [str(c.astuple()), str(a.dot(b)), str(a == Vec(1.0, 2.0)), str(a != b)]
    z = Vec(0.0, 0.0)
    if z:
        out.append("z truthy")
    else:
        out.append("z falsy")
    if a:
        out.append("a truthy")
    return out


print(run())
