import torch
from typing import List

def fn(x: List[int]) -> List[int]:
    a, b, c = (x[0], x[1], x[2])
    del a, b, c
    return x

def del_list_multiple_operands(x: List[int]) -> List[int]:
    del x[0], x[1]
    return x
py_out = del_list_multiple_operands([0, 1, 2])
jit_out = torch.jit.script(del_list_multiple_operands)([0, 1, 2])
print(py_out)
