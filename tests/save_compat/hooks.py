# input: 2,4
from typing import Tuple

import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 3)
        self.out = nn.Linear(3, 2)

    def forward(self, x):
        return self.out(self.lin(x).relu())


def scale_input(m: nn.Module, inp: Tuple[torch.Tensor]) -> Tuple[torch.Tensor]:
    return (inp[0] * 2.0,)


def shift_output(m: nn.Module, inp: Tuple[torch.Tensor], out: torch.Tensor) -> torch.Tensor:
    return out + inp[0].sum()


torch.manual_seed(0)
net = Net().eval()
net.lin.register_forward_pre_hook(scale_input)
net.lin.register_forward_hook(shift_output)
net.out.register_forward_pre_hook(scale_input)
m = torch.jit.script(net)
m.save("model.pt")
with torch.no_grad():
    print(m(torch.ones(2, 4)))
