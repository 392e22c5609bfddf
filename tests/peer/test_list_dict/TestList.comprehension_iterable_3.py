import torch
from typing import List
from typing import Tuple

def test_func(fn, inputs):
    print(fn(*inputs))

def foo(names: List[int], results: List[int]) -> List[Tuple[int, int]]:
    return [(k + 5, v - 2) for k, v in zip(names, results)]
test_func(foo, ([5], [4, 7, 9]))
