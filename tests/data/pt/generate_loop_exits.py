# Regenerates loop_exits.pt with PyTorch 1.13.1:
#   cd tests/data/pt && /usr/bin/python3 generate_loop_exits.py
# A module whose methods break out of loops and return tuples: PyTorch saves
# them as while-loops on carried flags (`_1 = True` / `while _1:`), which
# `torchscript inspect` must print back as PyTorch's own `m.code` does
# (tests/lit/cli/inspect_loop_exits.py).
import torch
from typing import List, Tuple


class LoopExits(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(2, 3)

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, int]:
        y = self.lin(x)
        for i in range(3):
            if i == 1:
                break
            y = y + 1
        return y, 3

    @torch.jit.export
    def find(self, xs: List[int], t: int) -> Tuple[int, Tuple[float, str]]:
        for i in range(len(xs)):
            if xs[i] == t:
                return i, (1.0, "found")
        return -1, (0.0, "missing")


torch.manual_seed(0)
m = torch.jit.script(LoopExits())
m.save("loop_exits.pt")
loaded = torch.jit.load("loop_exits.pt")
print(loaded.code)
print(loaded.find.code)
