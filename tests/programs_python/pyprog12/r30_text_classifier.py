import re
import torch
import torch.nn as nn
from collections import Counter

docs = [("great movie loved it", 1), ("terrible plot awful acting", 0), ("loved the acting", 1), ("awful terrible boring", 0),
        ("great fun great cast", 1), ("boring and awful", 0), ("fun movie", 1), ("plot was terrible", 0)]
tok = lambda s: re.findall(r"\w+", s.lower())
counter = Counter(w for d, _ in docs for w in tok(d))
itos = ["<pad>", "<unk>"] + [w for w, c in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])) if c >= 1]
stoi = {w: i for i, w in enumerate(itos)}
print(len(itos), itos[:6])
def encode(s, n=5):
    ids = [stoi.get(w, 1) for w in tok(s)][:n]
    return ids + [0] * (n - len(ids))
X = torch.tensor([encode(d) for d, _ in docs])
y = torch.tensor([l for _, l in docs])
class BoW(nn.Module):
    def __init__(self, v, d):
        super().__init__()
        self.emb = nn.EmbeddingBag(v, d, mode="mean", padding_idx=0)
        self.fc = nn.Linear(d, 2)
    def forward(self, x):
        return self.fc(self.emb(x))
torch.manual_seed(0)
model = BoW(len(itos), 8)
opt = torch.optim.Adam(model.parameters(), lr=0.1)
for epoch in range(30):
    opt.zero_grad()
    loss = nn.functional.cross_entropy(model(X), y)
    loss.backward()
    opt.step()
print(loss.item() < 0.1)
with torch.no_grad():
    test = ["loved it great", "awful boring plot", "unknown words here"]
    probs = model(torch.tensor([encode(s) for s in test])).softmax(-1)
    for s, p in zip(test, probs):
        print(f"{s!r:>22} -> {p.argmax().item()} ({'pos' if p.argmax() else 'neg'})")
