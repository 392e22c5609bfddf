import torch
import torch.nn as nn
from typing import List


@torch.jit.script
def topk_mask(scores: torch.Tensor, k: int) -> torch.Tensor:
    vals, idx = scores.topk(k, dim=-1)
    mask = torch.zeros_like(scores, dtype=torch.bool)
    return mask.scatter(-1, idx, torch.ones_like(idx, dtype=torch.bool))


class Scorer(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 6)

    def forward(self, x):
        s = self.lin(x)
        return s.masked_fill(~topk_mask(s, 2), 0.0)


class Wrapper(nn.Module):
    def __init__(self, inner: nn.Module):
        super().__init__()
        self.inner = inner
        self.scale = 2.0

    def forward(self, x: torch.Tensor) -> List[torch.Tensor]:
        out = self.inner(x) * self.scale
        return [out, out.sum(-1)]


torch.manual_seed(0)
scorer = Scorer()
x = torch.randn(3, 4)
traced = torch.jit.trace(scorer, x)
print((traced(x) != 0).sum(-1))
print(topk_mask.code)
wrapped = torch.jit.script(Wrapper(traced))
res = wrapped(x)
print(len(res), res[0].shape, res[1].shape)
print(torch.allclose(res[0], scorer(x) * 2))
print(wrapped.code)
frozen_scores = torch.jit.script(Wrapper(nn.Identity()))(torch.ones(2, 2))
print(frozen_scores)
