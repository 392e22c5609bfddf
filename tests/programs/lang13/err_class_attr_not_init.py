import torch


@torch.jit.script
class Foo:
    def __init__(self, x: int):
        self.x = x

    def get_y(self) -> int:
        return self.y


print("not reached")
