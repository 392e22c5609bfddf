import torch
import torch.nn as nn

class CharLM(nn.Module):
    def __init__(self, vocab, emb=8, hidden=16):
        super().__init__()
        self.emb = nn.Embedding(vocab, emb)
        self.rnn = nn.GRU(emb, hidden, batch_first=True)
        self.out = nn.Linear(hidden, vocab)
    def forward(self, x, h=None):
        o, h = self.rnn(self.emb(x), h)
        return self.out(o), h

text = "hello world hello torch "
chars = sorted(set(text))
stoi = {c: i for i, c in enumerate(chars)}
itos = {i: c for c, i in stoi.items()}
data = torch.tensor([stoi[c] for c in text])
torch.manual_seed(0)
model = CharLM(len(chars))
opt = torch.optim.Adam(model.parameters(), lr=0.05)
seq = 8
for step in range(60):
    i = (step * 3) % (len(data) - seq - 1)
    x = data[i:i + seq].unsqueeze(0)
    y = data[i + 1:i + seq + 1].unsqueeze(0)
    logits, _ = model(x)
    loss = nn.functional.cross_entropy(logits.view(-1, len(chars)), y.view(-1))
    opt.zero_grad()
    loss.backward()
    nn.utils.clip_grad_norm_(model.parameters(), 1.0)
    opt.step()
print(loss.item() < 2.0)
model.eval()
with torch.no_grad():
    idx = torch.tensor([[stoi["h"]]])
    h = None
    outs = []
    for _ in range(12):
        logits, h = model(idx, h)
        nxt = logits[0, -1].argmax().item()
        outs.append(itos[nxt])
        idx = torch.tensor([[nxt]])
print(len("".join(outs)), h.shape)
probs = torch.softmax(torch.tensor([2.0, 1.0, 0.1]) / 0.5, dim=0)
torch.manual_seed(1)
print(torch.round(probs, decimals=4), torch.multinomial(probs, 4, replacement=True).tolist())
