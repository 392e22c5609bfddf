import torch
import torch.nn as nn
import torch.nn.functional as F
from dataclasses import dataclass, field
from typing import List

torch.manual_seed(21)
V, H = 6, 8
EOS = 0

class Decoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, H)
        self.cell = nn.GRUCell(H, H)
        self.out = nn.Linear(H, V)

    def step(self, tok, h):
        h = self.cell(self.emb(tok), h)
        return F.log_softmax(self.out(h), dim=-1), h

@dataclass(order=True)
class Hyp:
    score: float
    tokens: List[int] = field(compare=False)
    h: torch.Tensor = field(compare=False, repr=False)

@torch.no_grad()
def beam_search(dec, beam=3, max_len=5):
    hyps = [Hyp(0.0, [1], torch.zeros(1, H))]
    done = []
    for _ in range(max_len):
        cands = []
        for hyp in hyps:
            logp, h = dec.step(torch.tensor([hyp.tokens[-1]]), hyp.h)
            top = logp[0].topk(beam)
            for lp, tok in zip(top.values.tolist(), top.indices.tolist()):
                cands.append(Hyp(hyp.score + lp, hyp.tokens + [tok], h))
        cands.sort(reverse=True)
        hyps = []
        for c in cands:
            (done if c.tokens[-1] == EOS else hyps).append(c)
            if len(hyps) == beam:
                break
        if not hyps:
            break
    done.extend(hyps)
    return sorted(done, reverse=True)[:beam]

dec = Decoder()
for h in beam_search(dec):
    print(f"{h.score:8.4f}", h.tokens)
print(Hyp(1.0, [1], None) < Hyp(2.0, [0], None))
print(Hyp(-1.5, [1, 2], torch.zeros(1)))
greedy = [1]
h = torch.zeros(1, H)
with torch.no_grad():
    for _ in range(5):
        logp, h = dec.step(torch.tensor([greedy[-1]]), h)
        greedy.append(int(logp.argmax()))
print(greedy)
probs = torch.softmax(torch.tensor([2.0, 1.0, 0.1]) / 0.7, dim=0)
print(probs.round(decimals=4), torch.multinomial(probs, 5, replacement=True).tolist())
