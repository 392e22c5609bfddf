# torch.nn.modules.utils's n-tuple helpers: Python functions eagerly, builtins
# in script code (a number repeats into a list, a list passes through).
import torch
import torch.nn.modules.utils as utils
from torch.nn.modules.utils import _single, _pair, _triple, _quadruple
from typing import List, Tuple

print(_pair(3), _pair([1, 2]), _single((1,)), _quadruple(2.5), _triple("ab"))
print(_pair.__name__, utils._list_with_default([None, 4], (1, 2, 7, 8)))


@torch.jit.script
def sizes(k: int, s: float, ks: List[int], t: Tuple[int, int]):
    return _single(k), _pair(s), _triple(ks), _quadruple(k), utils._pair(t)


print(sizes(3, 0.5, [1, 2], (5, 6)))
print(sizes.code)


class Pool(torch.nn.Module):
    def __init__(self, k):
        super().__init__()
        self.k = _pair(k)

    def forward(self, x):
        return torch.nn.functional.avg_pool2d(x, _pair(2), list(self.k))


print(torch.jit.script(Pool(1))(torch.arange(16.0).reshape(1, 1, 4, 4)))
