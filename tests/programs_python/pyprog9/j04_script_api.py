# TorchScript API from ordinary code: script classes, export/ignore/unused, Attribute, Final, interfaces.
from typing import Dict, List, Optional, Tuple
import torch
import torch.nn as nn


@torch.jit.script
class Counter:
    def __init__(self, start: int):
        self.value = start

    def inc(self, by: int = 1) -> int:
        self.value += by
        return self.value


@torch.jit.script
def use_counter(n: int) -> int:
    c = Counter(10)
    for _ in range(n):
        c.inc(2)
    return c.value


print(use_counter(3))


class Tokenizer(nn.Module):
    vocab_size: torch.jit.Final[int]

    def __init__(self):
        super().__init__()
        self.vocab = torch.jit.Attribute({"a": 1, "b": 2}, Dict[str, int])
        self.vocab_size = 3
        self.history: List[str] = []

    def forward(self, words: List[str]) -> torch.Tensor:
        ids = [self.lookup(w) for w in words]
        return torch.tensor(ids)

    @torch.jit.export
    def lookup(self, w: str) -> int:
        return self.vocab.get(w, 0)

    @torch.jit.ignore
    def debug(self, x):
        return f"python-only {x}"

    @torch.jit.unused
    def legacy(self, x: torch.Tensor) -> torch.Tensor:
        return x * 100


tok = torch.jit.script(Tokenizer())
print(tok(["a", "b", "z"]), tok.lookup("b"), tok.vocab_size, tok.debug(5))
try:
    tok.legacy(torch.ones(1))
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0][:70])
print(tok.code)


@torch.jit.interface
class Scorer(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        pass


class Sum(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x.sum(-1)


class Max(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x.max(-1).values


class Ranker(nn.Module):
    scorer: Scorer

    def __init__(self, scorer):
        super().__init__()
        self.scorer = scorer

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, Optional[int]]:
        s = self.scorer(x)
        best: Optional[int] = None
        if s.numel() > 0:
            best = int(s.argmax())
        return s, best


r = torch.jit.script(Ranker(Sum()))
x = torch.tensor([[1.0, 5.0], [3.0, 4.0]])
print(r(x))
r.scorer = torch.jit.script(Max())
print(r(x))
print(torch.jit.script(Ranker(Sum()))(torch.zeros(0, 2)))
