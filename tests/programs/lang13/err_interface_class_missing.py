import torch


@torch.jit.interface
class Shape:
    def area(self) -> float:
        pass

    def name(self) -> str:
        pass


@torch.jit.script
class Circle:
    def __init__(self, r: float):
        self.r = r

    def area(self) -> float:
        return 3.0 * self.r * self.r


def use():
    c: Shape = Circle(1.0)
    return c.area()


print("start")
torch.jit.script(use)
