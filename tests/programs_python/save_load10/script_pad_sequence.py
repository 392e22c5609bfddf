# torch.nn.utils.rnn.pad_sequence called from script code (a list or a
# tensor of sequences), by either module path.
import torch
import torch.nn as nn
from typing import List
@torch.jit.script
def f(xs: List[torch.Tensor]):
    return nn.utils.rnn.pad_sequence(xs, batch_first=True, padding_value=-1.0)
print(f([torch.ones(2), torch.ones(3) * 2]))
@torch.jit.script
def g(xs: List[torch.Tensor]):
    return torch.nn.utils.rnn.pad_sequence(xs)
print(g([torch.ones(2, 1), torch.ones(3, 1)]).shape)
@torch.jit.script
def h(x: torch.Tensor):
    return torch.nn.utils.rnn.pad_sequence(x, True)
print(h(torch.arange(6.0).view(2, 3)))
