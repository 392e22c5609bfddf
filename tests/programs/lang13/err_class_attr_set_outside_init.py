import torch


@torch.jit.script
class Foo:
    def __init__(self, x: int):
        self.x = x

    def add_attr(self):
        self.z = 3


print("not reached")
