import torch
from enum import Enum
from typing import Any, List

class Color(Enum):
    RED = "red"
    GREEN = "green"

class TestModule(torch.nn.Module):
    def __init__(self, e: Color):
        super(TestModule, self).__init__()
        self.e = e

    def forward(self):
        return (self.e.name, self.e.value)

m = TestModule(Color.RED)
scripted = torch.jit.script(m)
print(scripted(), (Color.RED.name, Color.RED.value))
