import torch
from enum import Enum
from typing import Any, List

class Color(Enum):
    RED = 1
    GREEN = 2

class TestModule(torch.nn.Module):
    def __init__(self, e: Color):
        super(TestModule, self).__init__()
        self.e = e

    def forward(self):
        return self.e.value

m = TestModule(Color.RED)
scripted = torch.jit.script(m)
print(scripted())
