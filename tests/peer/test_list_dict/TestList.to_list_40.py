import torch
from torch import Tensor
from typing import List

torch.manual_seed(0)

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
'\n        Int dtype unit tests.\n        '

def to_list_int_0D(x: torch.Tensor) -> int:
    li = torch.jit.annotate(int, x.tolist())
    return li

def to_list_int_1D(x: torch.Tensor) -> List[int]:
    li = torch.jit.annotate(List[int], x.tolist())
    return li

def to_list_int_2D(x: torch.Tensor) -> List[List[int]]:
    li = torch.jit.annotate(List[List[int]], x.tolist())
    return li

def to_list_int_3D(x: torch.Tensor) -> List[List[List[int]]]:
    li = torch.jit.annotate(List[List[List[int]]], x.tolist())
    return li
int_input_1D = torch.tensor([1, 2, 3, 4], dtype=torch.long)
int_input_2D = torch.tensor([[1, 2, 3], [3, 4, 5]], dtype=torch.long)
int_input_3D = torch.tensor([[[1, 2], [3, 4]], [[5, 6], [7, 8]]], dtype=torch.long)
int_input_noncontiguous = torch.tensor([[[1, 2], [3, 4]], [[5, 6], [7, 8]]], dtype=torch.long).transpose(0, 1)
'\n        Float dtype unit tests.\n        '

def to_list_float_0D(x: torch.Tensor) -> float:
    li = torch.jit.annotate(float, x.tolist())
    return li

def to_list_float_1D(x: torch.Tensor) -> List[float]:
    li = torch.jit.annotate(List[float], x.tolist())
    return li

def to_list_float_2D(x: torch.Tensor) -> List[List[float]]:
    li = torch.jit.annotate(List[List[float]], x.tolist())
    return li

def to_list_float_3D(x: torch.Tensor) -> List[List[List[float]]]:
    li = torch.jit.annotate(List[List[List[float]]], x.tolist())
    return li
print(torch.jit.script(to_list_float_2D)(torch.randn(5, 6, dtype=torch.double)))
