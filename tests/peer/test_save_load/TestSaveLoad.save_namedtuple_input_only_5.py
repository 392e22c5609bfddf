import torch
import torch.nn as nn
from torch import Tensor
from typing import NamedTuple

def export_import(m):
    torch.jit.save(m, "export_import.pt")
    return torch.jit.load("export_import.pt")

global FooTuple

class FooTuple(NamedTuple):
    a: int

class MyModule(torch.nn.Module):

    def forward(self, x: FooTuple) -> torch.Tensor:
        return torch.tensor(3)
m_loaded = export_import(torch.jit.script(MyModule()))
output = m_loaded(FooTuple(a=5))
print(torch.tensor(3))
