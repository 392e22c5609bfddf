import torch
import torch.nn as nn
from typing import Dict, List, Optional, Tuple


@torch.jit.script
def topk_mask(x: torch.Tensor, k: int) -> torch.Tensor:
    vals, idx = torch.topk(x, k)
    mask = torch.zeros_like(x, dtype=torch.bool)
    mask[idx] = True
    return mask


@torch.jit.script
def count_words(words: List[str]) -> Dict[str, int]:
    counts: Dict[str, int] = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    return counts


class Scaler(nn.Module):
    __constants__ = ["factor"]

    def __init__(self, factor: float):
        super().__init__()
        self.factor = factor
        self.history: List[float] = []

    def forward(self, x: torch.Tensor, bias: Optional[torch.Tensor] = None) -> torch.Tensor:
        y = x * self.factor
        if bias is not None:
            y = y + bias
        return y

    @torch.jit.export
    def describe(self) -> Tuple[str, float]:
        return "scaler", self.factor

    @torch.jit.ignore
    def debug(self, x):
        return "debug " + str(x.shape)


words = "the cat and the dog and the bird".split()
print(count_words(words))
print(topk_mask(torch.tensor([3.0, 1.0, 4.0, 1.0, 5.0]), 2))
m = torch.jit.script(Scaler(2.5))
print(m(torch.ones(2)), m(torch.ones(2), torch.tensor([1.0, -1.0])))
print(m.describe(), m.factor)
print(m.debug(torch.ones(3)))
print(isinstance(m, torch.jit.ScriptModule), type(topk_mask).__name__)
print(topk_mask.schema if hasattr(topk_mask, "schema") else None)
print(count_words.code)
try:
    count_words([1, 2])
except RuntimeError as e:
    print("RuntimeError", str(e).splitlines()[0])
try:
    m(torch.ones(2), 3)
except RuntimeError as e:
    print("RuntimeError", str(e).splitlines()[0])
