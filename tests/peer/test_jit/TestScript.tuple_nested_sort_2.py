import torch
from typing import List
from typing import Tuple

def foo(inputs: List[Tuple[int, Tuple[int, str]]]):
    inputs.sort()
    return inputs
inputs = [(1, (2, 'foo')), (1, (2, 'bar')), (1, (0, 'bar'))]
print(torch.jit.script(foo)(inputs))
