import torch
from typing import List, Tuple

@torch.jit.script
def reductions(x: torch.Tensor) -> List[torch.Tensor]:
    return [x.sum(0), x.mean(1), x.amax(0), x.argmin(1), x.prod(), x.cumsum(1), x.std(0), x.norm()]

@torch.jit.script
def shapes(x: torch.Tensor) -> List[List[int]]:
    return [list(x.view(-1).shape), list(x.t().shape), list(x.unsqueeze(1).shape), list(x.reshape(3, 2).shape),
            list(torch.cat([x, x], 1).shape), list(torch.stack([x, x]).shape), list(x[:, 1:].shape)]

@torch.jit.script
def indexing(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    y = x.clone()
    y[0, 0] = -1.0
    y[1] += 10
    mask = y > 2
    return y, y[mask], y[:, -1], torch.where(mask, y, torch.zeros_like(y))

@torch.jit.script
def dtypes(x: torch.Tensor) -> List[torch.Tensor]:
    return [x.int(), x.to(torch.float64) / 3, (x > 1).sum(), x.long() // 2, torch.clamp(x, 1.0, 4.0)]

x = torch.arange(6, dtype=torch.float32).reshape(2, 3)
print(reductions(x))
print(shapes(x))
print(indexing(x))
print(dtypes(x))
