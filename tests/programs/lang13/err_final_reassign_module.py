import torch
from typing_extensions import Final


class M(torch.nn.Module):
    LIMIT: Final[int] = 3

    def __init__(self):
        super().__init__()

    def forward(self, k: int) -> int:
        self.LIMIT = k
        return self.LIMIT


print("start")
torch.jit.script(M())
