import torch


@torch.jit.script
class Foo:
    def __init__(self, x: int):
        self.x = x

    def set_bad(self):
        self.x = "no"


print("not reached")
