from typing import List, Tuple, Optional
import torch
import torch.nn as nn


class Attn(nn.Module):
    def __init__(self, hid: int):
        super().__init__()
        self.w = nn.Linear(hid, 1, bias=False)

    def forward(self, outputs: torch.Tensor, mask: Optional[torch.Tensor] = None) -> Tuple[torch.Tensor, torch.Tensor]:
        scores = self.w(outputs).squeeze(-1)
        if mask is not None:
            scores = scores.masked_fill(~mask, float("-inf"))
        weights = torch.softmax(scores, dim=1)
        return torch.bmm(weights.unsqueeze(1), outputs).squeeze(1), weights


class Classifier(nn.Module):
    def __init__(self, vocab: int, emb: int, hid: int, classes: int):
        super().__init__()
        self.emb = nn.Embedding(vocab, emb, padding_idx=0)
        self.lstm = nn.LSTM(emb, hid, num_layers=2, batch_first=True, bidirectional=True)
        self.attn = Attn(2 * hid)
        self.head = nn.Sequential(nn.Linear(2 * hid, hid), nn.ReLU(), nn.Linear(hid, classes))

    def forward(self, tokens: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
        mask = tokens != 0
        out, _ = self.lstm(self.emb(tokens))
        ctx, w = self.attn(out, mask)
        return self.head(ctx), w


torch.manual_seed(0)
model = Classifier(10, 4, 5, 3).eval()
tokens = torch.tensor([[1, 2, 3, 0], [4, 5, 0, 0]])
logits, w = model(tokens)
print(logits.shape, [round(v, 3) for v in w[1].tolist()])
s = torch.jit.script(model)
l2, w2 = s(tokens)
print(torch.allclose(logits, l2, atol=1e-6), torch.allclose(w, w2))
t = torch.jit.trace(model, (tokens,))
l3, _ = t(tokens)
print(torch.allclose(logits, l3, atol=1e-6))
print(s.lstm.num_layers, s.lstm.bidirectional, type(s.attn).__name__)
print([n for n, _ in s.named_children()])
print(s.head[0].weight.shape)
code = s.attn.code
print("masked_fill" in code, "softmax" in code)
