# mypy-style type comments (typing names need no import there) and
# namedtuples made by a call, crossing the boundary both ways.
import collections
import torch
from typing import NamedTuple

Pair = collections.namedtuple("Pair", ["first", "second"])
Span = NamedTuple("Span", [("start", int), ("end", int)])


@torch.jit.script
def swap(p):
    # type: (Pair) -> Pair
    return Pair(p.second, p.first)


@torch.jit.script
def widen(s, by):
    # type: (Span, int) -> Span
    return Span(s.start - by, s.end + by)


@torch.jit.script
def add_all(x, pairs):
    # type: (Tensor, List[Tuple[Tensor, Tensor]]) -> Tensor
    for a, b in pairs:
        x = x + a * b
    return x


p = swap(Pair(torch.ones(2), torch.zeros(2)))
print(type(p).__name__, p.first, p.second)
s = widen(Span(3, 5), 2)
print(s, s.end - s.start, s[0])
print(widen((1, 2), 1))
print(add_all(torch.zeros(2), [(torch.ones(2), torch.full((2,), 3.0))]))
