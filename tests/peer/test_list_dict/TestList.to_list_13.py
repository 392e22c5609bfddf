import torch
from torch import Tensor
from typing import List

"""
        Boolean dtype unit tests.
        """

def to_list_bool_0D(x: torch.Tensor) -> bool:
    li = torch.jit.annotate(bool, x.tolist())
    return li

def to_list_bool_1D(x: torch.Tensor) -> List[bool]:
    li = torch.jit.annotate(List[bool], x.tolist())
    return li

def to_list_bool_2D(x: torch.Tensor) -> List[List[bool]]:
    li = torch.jit.annotate(List[List[bool]], x.tolist())
    return li

def to_list_bool_3D(x: torch.Tensor) -> List[List[List[bool]]]:
    li = torch.jit.annotate(List[List[List[bool]]], x.tolist())
    return li
bool_input_1D = torch.tensor([True, False, True, False], dtype=torch.bool)
bool_input_2D = torch.tensor([[True, True, False], [False, True, False]], dtype=torch.bool)
bool_input_3D = torch.tensor([[[True, False], [False, True]], [[True, False], [False, False]]], dtype=torch.bool)
bool_input_noncontiguous = torch.tensor([[[True, False], [False, True]], [[True, False], [False, False]]], dtype=torch.bool).transpose(0, 1)
print(torch.jit.script(to_list_bool_3D)(bool_input_noncontiguous))
