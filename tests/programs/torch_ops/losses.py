import torch
from typing import List


@torch.jit.script
def losses(x: torch.Tensor, y: torch.Tensor, t: torch.Tensor) -> List[torch.Tensor]:
    out: List[torch.Tensor] = []
    for r in [0, 1, 2]:
        out.append(torch.cosine_embedding_loss(x, y, t, 0.1, r))
        out.append(torch.hinge_embedding_loss(x, t.unsqueeze(1).expand(2, 4), 0.5, r))
        out.append(torch.margin_ranking_loss(x, y, t.unsqueeze(1).expand(2, 4), 0.2, r))
        out.append(torch.triplet_margin_loss(x, y, x * 0.5, 1.0, 2.0, 1e-6, False, r))
        out.append(torch.triplet_margin_loss(x, y, x * 0.5, 0.5, 1.0, 1e-6, True, r))
        out.append(torch.poisson_nll_loss(x, x.abs() + 1.0, True, True, 1e-8, r))
        out.append(torch.poisson_nll_loss(x.abs(), x.abs() * 3.0, False, True, 1e-8, r))
    return out


x = torch.tensor([[0.1, 0.2, 0.4, 0.8], [0.5, -0.3, 0.2, 0.1]])
y = torch.tensor([[0.3, -0.2, 0.5, 0.7], [0.1, 0.1, -0.4, 0.2]])
t = torch.tensor([1.0, -1.0])
for v in losses(x, y, t):
    print([round(e, 4) for e in v.flatten().tolist()])
