import torch
import torch.nn as nn
from typing import Optional
from typing import Any

class M1(torch.nn.Module):

    def forward(self) -> Any:
        return 'out' if self.training else {}

class M2(torch.nn.Module):

    def forward(self) -> Any:
        out: Any = 'out' if self.training else {}
        return out

class M3(torch.nn.Module):

    def forward(self) -> Optional[int]:
        return None if self.training else 1
for module in [M1, M2, M3]:
    print(torch.jit.script(module().train())())
    print(torch.jit.script(module().eval())())
