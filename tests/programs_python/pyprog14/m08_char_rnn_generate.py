import torch
import torch.nn as nn

text = "hello world, hello torch. "
chars = sorted(set(text))
stoi = {c: i for i, c in enumerate(chars)}
itos = {i: c for c, i in stoi.items()}
print(len(chars), "".join(chars))


class CharRNN(nn.Module):
    def __init__(self, vocab, hidden):
        super().__init__()
        self.emb = nn.Embedding(vocab, hidden)
        self.rnn = nn.GRU(hidden, hidden, batch_first=True)
        self.out = nn.Linear(hidden, vocab)

    def forward(self, idx, h=None):
        e = self.emb(idx)
        o, h = self.rnn(e, h)
        return self.out(o), h


torch.manual_seed(0)
model = CharRNN(len(chars), 16)
opt = torch.optim.Adam(model.parameters(), lr=0.05)
data = torch.tensor([stoi[c] for c in text])
losses = []
for step in range(30):
    inp = data[:-1].unsqueeze(0)
    tgt = data[1:].unsqueeze(0)
    logits, _ = model(inp)
    loss = nn.functional.cross_entropy(logits.view(-1, len(chars)), tgt.view(-1))
    opt.zero_grad()
    loss.backward()
    opt.step()
    losses.append(loss.item())
print(losses[0] > losses[-1], round(losses[0], 2))


@torch.no_grad()
def generate(model, start, n, temperature=1.0):
    model.eval()
    idx = torch.tensor([[stoi[c] for c in start]])
    logits, h = model(idx)
    out = list(start)
    for _ in range(n):
        probs = torch.softmax(logits[0, -1] / temperature, dim=-1)
        nxt = torch.multinomial(probs, num_samples=1)
        out.append(itos[nxt.item()])
        logits, h = model(nxt.view(1, 1), h)
    return "".join(out)


torch.manual_seed(123)
s = generate(model, "he", 10, temperature=0.01)
print(len(s), s[:2])
g = torch.Generator().manual_seed(5)
p = torch.tensor([0.1, 0.0, 0.6, 0.3])
print(torch.multinomial(p, 6, replacement=True, generator=g).tolist())
print(torch.multinomial(p, 3, replacement=False, generator=g).sort().values.tolist())
