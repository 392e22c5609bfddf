import torch
import torch.nn as nn
from typing import List, Tuple


class Binner(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("edges", torch.tensor([0.0, 0.5, 1.0, 2.0]))
        self.k = 2

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        b = torch.bucketize(x, self.edges)
        counts = torch.bincount(b.flatten(), minlength=self.edges.numel() + 1)
        top = x.flatten().topk(self.k).values
        return b, counts, top


class Patchify(nn.Module):
    def __init__(self, p: int):
        super().__init__()
        self.p = p

    def forward(self, img: torch.Tensor) -> torch.Tensor:
        c, h, w = img.shape
        x = img.unfold(1, self.p, self.p).unfold(2, self.p, self.p)
        x = x.permute(1, 2, 0, 3, 4).reshape(-1, c * self.p * self.p)
        return x


class Gatherer(nn.Module):
    def forward(self, scores: torch.Tensor, labels: torch.Tensor) -> List[torch.Tensor]:
        logp = scores.log_softmax(-1)
        nll = -logp.gather(1, labels.unsqueeze(1)).squeeze(1)
        onehot = torch.zeros_like(scores).scatter_(1, labels.unsqueeze(1), 1.0)
        acc = (scores.argmax(1) == labels).float().mean()
        return [nll.round(decimals=4), onehot, acc, torch.nn.functional.one_hot(labels, 4)]


m = torch.jit.script(Binner())
print(m(torch.tensor([[0.1, 0.7], [1.5, 3.0]])))
print(torch.jit.script(Patchify(2))(torch.arange(32.0).view(2, 4, 4)))
g = torch.jit.script(Gatherer())
print(g(torch.tensor([[1.0, 2.0, 0.5, 0.0], [3.0, -1.0, 0.0, 2.0]]), torch.tensor([1, 3])))
print(m.edges, m.code.count("bucketize") > 0)
