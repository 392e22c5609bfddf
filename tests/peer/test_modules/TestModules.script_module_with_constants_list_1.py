import torch
import torch.nn as nn
from typing_extensions import Final

torch.manual_seed(0)

class Net(torch.nn.Linear):
    x: torch.jit.Final[int]

    def __init__(self):
        super().__init__(5, 10)
        self.x = 0
print(torch.jit.script(Net())(torch.randn(5)))
