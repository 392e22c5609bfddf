import torch
from typing import List
from typing import Tuple

def test_func(fn, inputs):
    print(fn(*inputs))

def foo(names: List[int], results: List[int]) -> List[Tuple[int, int]]:
    return [(k + 5, v - 2) for k, v in zip(names, results)]

def fn(x: int) -> List[int]:
    return [i for i in range(x)]
test_func(fn, (0,))
