import torch
import torch.nn as nn
from typing import Final


class M(nn.Module):
    scale: Final[int]

    def __init__(self):
        super().__init__()
        self.scale = 3
        self.name = "m"

    def forward(self, x: int) -> int:
        return x * self.scale

    @torch.jit.export
    def label(self) -> str:
        return self.name + str(self.scale)


m = torch.jit.script(M())
print(m(2), m.label())
m.save("m_final.pt")
loaded = torch.jit.load("m_final.pt")
print(loaded(2), loaded.scale, loaded.label())
print(loaded.code)
print(loaded.label.code)
