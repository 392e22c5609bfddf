from typing import List
import torch


@torch.jit.script
class Stack:
    def __init__(self):
        self.items: List[int] = []

    def push(self, x: int):
        self.items.append(x)

    def pop(self) -> int:
        return self.items.pop()

    def __len__(self) -> int:
        return len(self.items)


@torch.jit.script
def use_stack(n: int) -> List[int]:
    s = Stack()
    for i in range(n):
        s.push(i * i)
    out: List[int] = []
    while len(s) > 0:
        out.append(s.pop())
    return out


print(use_stack(4))


@torch.jit.interface
class Scorer(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        pass


class SumScorer(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x.sum(-1)


class MaxScorer(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x.amax(-1)


class Ranker(torch.nn.Module):
    scorer: Scorer

    def __init__(self, scorer):
        super().__init__()
        self.scorer = scorer

    def forward(self, x):
        return self.scorer(x).argsort(descending=True)


x = torch.tensor([[1.0, 5.0], [3.0, 3.5], [0.0, 0.0]])
for sc in (SumScorer(), MaxScorer()):
    r = torch.jit.script(Ranker(sc))
    print(type(sc).__name__, r(x).tolist())


class Counter(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.n = 0

    def forward(self, x: torch.Tensor) -> int:
        self.n += int(x.numel())
        return self.n


c = torch.jit.script(Counter())
print(c(torch.ones(3)), c(torch.ones(2, 2)), c.n)
c.n = 100
print(c(torch.ones(1)))
