import torch

from torch.nn.modules.utils import _single, _pair, _triple, _quadruple

def test_ints():
    return (_single(1), _pair(2), _triple(3), _quadruple(4))

def test_floats():
    return (_single(1), _pair(2.1), _triple(3.1), _quadruple(4.1))
print(torch.jit.script(test_ints)())
