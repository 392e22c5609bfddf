# Functions defined inside other functions script too: their free names
# resolve through the closure first, then the module's globals.
import torch
from typing import List


def make_scorer(weights: List[float]):
    def dot(a: List[float], b: List[float]) -> float:
        total = 0.0
        for x, y in zip(a, b):
            total += x * y
        return total

    @torch.jit.script
    def score(features: List[float], w: List[float]) -> float:
        return dot(features, w)

    def run(features):
        return score(features, weights)

    return run


def make_offsetter(offset: int):
    def add(x: int) -> int:
        return x + offset

    return torch.jit.script(add)


scorer = make_scorer([0.5, -1.0, 2.0])
print(scorer([1.0, 2.0, 3.0]), scorer([0.0, 0.0, 1.0]))

try:
    make_offsetter(3)
except RuntimeError as e:
    print(str(e).strip().splitlines()[0])


def build():
    @torch.jit.script
    def inner(xs: List[int]) -> List[int]:
        return [x * x for x in xs]
    return inner


sq = build()
print(sq([1, 2, 3, 4, 5]), type(sq).__name__)
