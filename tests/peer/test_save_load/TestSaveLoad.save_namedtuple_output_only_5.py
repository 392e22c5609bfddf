import torch
import torch.nn as nn
from typing import NamedTuple
from typing import Optional

def export_import(m):
    torch.jit.save(m, "export_import.pt")
    return torch.jit.load("export_import.pt")

global FooTuple

class FooTuple(NamedTuple):
    a: int

class MyModule(torch.nn.Module):

    def forward(self) -> Optional[FooTuple]:
        return None
m_loaded = export_import(torch.jit.script(MyModule()))
output = m_loaded()
print(output)
