import re
import torch
import torch.nn as nn
from collections import Counter

corpus = [
    ("I loved this movie, it was great!", 1),
    ("Terrible plot and awful acting.", 0),
    ("What a great, great film", 1),
    ("boring, awful, terrible", 0),
    ("An instant classic. Loved it", 1),
    ("I hated every minute", 0),
]

def tokenize(s):
    return re.findall(r"[a-z']+", s.lower())

counts = Counter(tok for text, _ in corpus for tok in tokenize(text))
itos = ["<pad>", "<unk>"] + [w for w, c in counts.most_common() if c >= 1]
stoi = {w: i for i, w in enumerate(itos)}
print(len(itos), itos[:6])

def encode(text, max_len=8):
    ids = [stoi.get(t, 1) for t in tokenize(text)][:max_len]
    return ids + [0] * (max_len - len(ids))

X = torch.tensor([encode(t) for t, _ in corpus])
y = torch.tensor([l for _, l in corpus], dtype=torch.float32)
print(X[0].tolist())

class BagOfEmbeddings(nn.Module):
    def __init__(self, vocab, dim):
        super().__init__()
        self.emb = nn.EmbeddingBag(vocab, dim, mode="mean") if hasattr(nn, "EmbeddingBag") else None
        self.emb2 = nn.Embedding(vocab, dim, padding_idx=0)
        self.out = nn.Linear(dim, 1)

    def forward(self, ids):
        mask = (ids != 0).float().unsqueeze(-1)
        e = (self.emb2(ids) * mask).sum(1) / mask.sum(1).clamp(min=1)
        return self.out(e).squeeze(-1)

torch.manual_seed(12)
model = BagOfEmbeddings(len(itos), 6)
opt = torch.optim.Adam(model.parameters(), lr=0.05)
crit = nn.BCEWithLogitsLoss()
for ep in range(40):
    opt.zero_grad()
    loss = crit(model(X), y)
    loss.backward()
    opt.step()
print(f"final loss {loss.item():.4f}")
for text in ["great movie", "awful and boring", "unknown words here"]:
    p = torch.sigmoid(model(torch.tensor([encode(text)]))).item()
    print(f"{text!r:24} -> {'pos' if p > 0.5 else 'neg'} ({p:.2f})")
