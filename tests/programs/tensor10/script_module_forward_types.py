import torch
import torch.nn as nn
from typing import Dict, List, Optional, Tuple


class Head(nn.Module):
    def __init__(self, n: int):
        super().__init__()
        self.n = n
        self.proj = nn.Linear(4, n)

    def forward(self, x: torch.Tensor, mask: Optional[torch.Tensor] = None) -> Dict[str, torch.Tensor]:
        logits = self.proj(x)
        if mask is not None:
            logits = logits.masked_fill(~mask, float("-inf"))
        probs = logits.softmax(-1)
        top = probs.topk(2, dim=-1)
        return {"logits": logits, "probs": probs, "idx": top.indices, "val": top.values}


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(10, 4)
        self.head = Head(5)

    def forward(self, tokens: List[int]) -> Tuple[torch.Tensor, List[int]]:
        x = self.emb(torch.tensor(tokens))
        mask = torch.tensor([True, True, False, True, True])
        out = self.head(x, mask.expand(len(tokens), 5))
        best: List[int] = out["idx"][:, 0].tolist()
        return torch.round(out["probs"], decimals=3), best


torch.manual_seed(3)
m = torch.jit.script(Model())
with torch.no_grad():
    probs, best = m([1, 4, 7])
print(probs)
print(best)
print(m.head.n, type(m.head.proj.weight), m.emb.num_embeddings)
print(m.code.strip().splitlines()[0])
