import torch
from typing import List

def jit_min_list(a: List[int], b: List[int]) -> List[int]:
    return min(a, b)

def jit_min_list_float(a: List[float], b: List[float]) -> List[float]:
    return min(a, b)

def jit_min_list_bool(a: List[bool], b: List[bool]) -> List[bool]:
    return min(a, b)

def run_tests(func, a, b):
    for t in zip(a, b):
        print(torch.jit.script(func)(*t))
args_left_int = [[1, 8, 8], [2, 1, 1], [], [2], [1], [1, 2, 3]]
args_right_int = [[2, 1, 1], [1, 8, 8], [], [1], [], [1, 2]]
run_tests(jit_min_list, args_left_int, args_right_int)
