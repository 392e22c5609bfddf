import torch
import torch.nn as nn
import torch.nn.functional as F
from collections import Counter

torch.manual_seed(42)
data = [("i love this movie", 1), ("this film was terrible", 0), ("great acting and plot", 1),
        ("worst movie ever", 0), ("i really enjoyed it", 1), ("boring and too long", 0),
        ("love the music", 1), ("not good at all", 0)]
counter = Counter(w for s, _ in data for w in s.split())
itos = ["<pad>", "<unk>"] + [w for w, c in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))]
stoi = {w: i for i, w in enumerate(itos)}
print(len(itos), itos[:6])

def encode(s, max_len=5):
    ids = [stoi.get(w, 1) for w in s.split()][:max_len]
    return ids + [0] * (max_len - len(ids)), min(len(s.split()), max_len)

X = torch.tensor([encode(s)[0] for s, _ in data])
L = torch.tensor([encode(s)[1] for s, _ in data])
Y = torch.tensor([y for _, y in data], dtype=torch.float)
print(X[:2].tolist(), L.tolist())

class SentimentLSTM(nn.Module):
    def __init__(self, vocab, emb=8, hidden=12, layers=2, bidirectional=True, dropout=0.0):
        super().__init__()
        self.embedding = nn.Embedding(vocab, emb, padding_idx=0)
        self.lstm = nn.LSTM(emb, hidden, num_layers=layers, bidirectional=bidirectional, batch_first=True, dropout=dropout)
        self.fc = nn.Linear(hidden * (2 if bidirectional else 1), 1)

    def forward(self, x, lengths):
        emb = self.embedding(x)
        packed = nn.utils.rnn.pack_padded_sequence(emb, lengths, batch_first=True, enforce_sorted=False)
        _, (h, c) = self.lstm(packed)
        hidden = torch.cat((h[-2], h[-1]), dim=1)
        return self.fc(hidden).squeeze(1)

model = SentimentLSTM(len(itos))
opt = torch.optim.Adam(model.parameters(), lr=0.02)
crit = nn.BCEWithLogitsLoss()
for epoch in range(12):
    model.train()
    opt.zero_grad()
    logits = model(X, L)
    loss = crit(logits, Y)
    loss.backward()
    opt.step()
    if epoch % 3 == 0:
        acc = ((torch.sigmoid(logits) > 0.5).float() == Y).float().mean()
        print(f"epoch {epoch:2d} loss {loss.item():.4f} acc {acc.item():.3f}")
model.eval()
with torch.no_grad():
    for s in ["i love it", "terrible boring movie", "unknown words here"]:
        ids, n = encode(s)
        p = torch.sigmoid(model(torch.tensor([ids]), torch.tensor([n]))).item()
        print(s, "->", "pos" if p > 0.5 else "neg", round(p, 2))
print(model.lstm)
print([n for n, _ in model.lstm.named_parameters()][-4:])
print(model.embedding.weight[0].abs().sum().item())
