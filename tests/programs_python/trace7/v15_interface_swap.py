import torch
import torch.nn as nn


@torch.jit.interface
class Activation(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        pass


class Square(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * x


class Shift(nn.Module):
    def __init__(self, by: float):
        super().__init__()
        self.by = by

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.by


class Block(nn.Module):
    act: Activation

    def __init__(self, act):
        super().__init__()
        self.act = act

    def forward(self, x):
        return self.act.forward(x) - 1


@torch.jit.interface
class Scorer:
    def score(self, x: torch.Tensor) -> float:
        pass


@torch.jit.script
class Summer:
    def score(self, x: torch.Tensor) -> float:
        return float(x.sum())


@torch.jit.script
def run_scorer(s: Scorer, x: torch.Tensor) -> float:
    return s.score(x) + 1.0


b = torch.jit.script(Block(Square()))
x = torch.tensor([1.0, 2.0, 3.0])
print(b(x))
b.act = torch.jit.script(Shift(10.0))
print(b(x))
print(b.code)
print(run_scorer(Summer(), x))
print(run_scorer.code)
