import torch
from typing import List
from typing import Tuple

def test_func(fn, inputs):
    print(fn(*inputs))

def foo(names: List[int], results: List[int]) -> List[Tuple[int, int]]:
    return [(k + 5, v - 2) for k, v in zip(names, results)]

def fn(x: int) -> List[int]:
    return [i for i in range(x)]

def changes_type():
    a = [float(i) for i in range(5)]
    b = [float(i) for i in [1, 2, 3, 4]]
    c = [(float(i), j) for i, j in enumerate([1, 2, 3, 8])]
    return (a, b, c)

def test_zero_iter():
    return [str(i) for i, j in zip('', '')]
test_func(test_zero_iter, ())
