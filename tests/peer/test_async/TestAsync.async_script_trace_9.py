import torch
import torch.nn as nn
from torch import Tensor
from typing import List
from typing import Tuple

torch.manual_seed(0)

class Traced(nn.Module):

    def __init__(self):
        super(Traced, self).__init__()

    def forward(self, x):
        return (torch.neg(x), x)

class Mod(torch.jit.ScriptModule):

    def __init__(self):
        super(Mod, self).__init__()
        x = torch.rand(3, 3)
        self.traced = torch.jit.trace(Traced(), x, _force_outplace=True)

    @torch.jit.script_method
    def forward(self, x: Tensor) -> Tuple[List[Tensor], Tuple[Tensor, Tensor], Tensor]:
        future1 = torch.jit._fork(self.traced, x)
        future2 = torch.jit._fork(torch.neg, x)
        tensor_tuple = torch.jit._wait(future1)
        tensor_single = torch.jit._wait(future2)
        tensor_list = []
        tensor_list.append(tensor_tuple[0])
        tensor_list.append(tensor_single)
        return (tensor_list, tensor_tuple, tensor_tuple[1])

class TupleCl(nn.Module):

    def __init__(self):
        super(TupleCl, self).__init__()
        self.module = Mod()

    def forward(self, x):
        z = torch.neg(x)
        y = self.module(x)
        list = [z, y[0][0], y[0][1], y[1][0], y[1][1], y[2]]
        return tuple(list)
x = torch.rand(3, 3)
module = torch.jit.trace(TupleCl(), x, _force_outplace=True)
y = torch.neg(x)
print(module(x))
