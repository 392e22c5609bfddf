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
args_left_float = [[1.0, 8.0, 8.0], [2.0, 1.0, 1.0], [], [2.0], [1.0], [1.0, 2.0, 3.0]]
args_right_float = [[2.0, 1.0, 1.0], [1.0, 8.0, 8.0], [], [1.0], [], [1.0, 2.0]]
args_left_bool = [[], [], [], [False], [True], [False, True], [True, True], [False, False, False], [False, False, True]]
args_right_bool = [[], [False], [True], [True], [False], [True, True], [False, True], [False, False, True], [False, False, False]]

def jit_max_list(a: List[int], b: List[int]) -> List[int]:
    return max(a, b)

def jit_max_list_float(a: List[float], b: List[float]) -> List[float]:
    return max(a, b)

def jit_max_list_bool(a: List[bool], b: List[bool]) -> List[bool]:
    return max(a, b)
args_left_int = [[1, 8, 8], [8, 1, 1], [], [1], [], [1, 2]]
args_right_int = [[8, 1, 1], [1, 8, 8], [], [2], [1], [1, 2, 3]]
args_left_float = [[1.0, 8.0, 8.0], [8.0, 1.0, 1.0], [], [1.0], [], [1.0, 2.0]]
args_right_float = [[8.0, 1.0, 1.0], [1.0, 8.0, 8.0], [], [2.0], [1.0], [1.0, 2.0, 3.0]]
run_tests(jit_max_list_bool, args_left_bool, args_right_bool)
