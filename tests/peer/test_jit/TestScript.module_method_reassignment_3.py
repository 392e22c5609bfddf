import torch
import torch.nn as nn

class Foo(torch.nn.Module):

    def __init__(self):
        super().__init__()

    def _forward(self, x):
        return x
    forward = _forward
sm = torch.jit.script(Foo())
input = torch.ones(2, 2)
print(sm(input))
