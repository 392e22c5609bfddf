# Forward hooks and pre-hooks of a scripted module survive torch.jit.save:
# PyTorch writes them as __forward_hooks__ / __forward_pre_hooks__ of the
# class and calls a submodule's hooks as functions (`_0 = __torch__...Linear.pre`).
import os
import tempfile
from typing import Tuple

import torch
import torch.nn as nn


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 3)
        self.scale = 2.0

    def forward(self, x):
        return self.lin(x).relu()


def double_input(m: nn.Module, inp: Tuple[torch.Tensor]) -> Tuple[torch.Tensor]:
    return (inp[0] * 2.0,)


def shift_output(m: nn.Module, inp: Tuple[torch.Tensor], out: torch.Tensor) -> torch.Tensor:
    return out + 1.0


def report(m: nn.Module, inp: Tuple[torch.Tensor], out: torch.Tensor) -> None:
    print("hook sees", out.shape)


torch.manual_seed(0)
net = Block().eval()
net.lin.register_forward_pre_hook(double_input)
net.lin.register_forward_hook(shift_output)
net.register_forward_hook(report)
scripted = torch.jit.script(net)
print(scripted.code)
x = torch.arange(8.0).reshape(2, 4)
with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, "hooks.pt")
    scripted.save(path)
    loaded = torch.jit.load(path)
    print(loaded.code)
    with torch.no_grad():
        print(loaded(x))
        print(loaded.lin(x))
    loaded.save(path)
    again = torch.jit.load(path)
    with torch.no_grad():
        print(torch.equal(again(x), scripted(x)))
