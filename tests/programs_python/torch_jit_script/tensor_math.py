# Tensors are shared across the boundary (in-place ops are seen by the
# caller); script code calls torch ops, math and plain helpers.
import math
import torch

from typing import List, Optional, Tuple

EPS = 1e-5



def helper(x: torch.Tensor) -> torch.Tensor:
    return x * 2 + 1


@torch.jit.script
def normalize(x: torch.Tensor, eps: float = EPS) -> torch.Tensor:
    mean = x.mean()
    var = ((x - mean) ** 2).mean()
    return (x - mean) / torch.sqrt(var + eps)


@torch.jit.script
def mlp(x: torch.Tensor, weights: List[torch.Tensor], bias: Optional[torch.Tensor] = None) -> torch.Tensor:
    for w in weights:
        x = torch.relu(x @ w)
    if bias is not None:
        x = x + bias
    return helper(x)


@torch.jit.script
def stats(xs: List[float]) -> Tuple[float, float]:
    n = len(xs)
    m = sum(xs) / n
    sd = math.sqrt(sum([(v - m) ** 2 for v in xs]) / n)
    return m, sd


x = torch.arange(6, dtype=torch.float32).reshape(2, 3)
print(normalize(x))
ws = [torch.ones(3, 4) * 0.5, torch.eye(4)]
out = mlp(x, ws)
print(out)
print(mlp(x, ws, torch.full((4,), -1.0)))
print(stats([1.0, 2.0, 3.0, 4.0]))
print(stats([1, 2, 3]))
t = torch.zeros(2)
@torch.jit.script
def inplace(t: torch.Tensor) -> None:
    t.add_(3)
inplace(t)
print(t)
print(mlp.code)
