import torch


@torch.jit.script
class Pt:
    def __init__(self, x: int, y: int):
        self.x = x
        self.y = y

    def moved(self, dx: int, dy: int = 0) -> "Pt":
        return Pt(self.x + dx, self.y + dy)


@torch.jit.script
def go() -> int:
    p = Pt(1, 2).moved(3, dz=4)
    return p.x


print("not reached")
