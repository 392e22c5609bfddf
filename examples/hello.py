import torch
from typing import Dict, List


@torch.jit.script
def word_lengths(words: List[str]) -> Dict[str, int]:
    lengths: Dict[str, int] = {}
    for w in words:
        lengths[w] = len(w)
    return lengths


@torch.jit.script
def fib(n: int) -> int:
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


print(word_lengths(["torch", "script", "in", "c++"]))
print([fib(i) for i in range(10)])
