import torch
import torch.nn as nn

torch.manual_seed(0)
text = "hello world, hello there. the world is wide."
chars = sorted(set(text))
stoi = {c: i for i, c in enumerate(chars)}
itos = {i: c for c, i in stoi.items()}
data = torch.tensor([stoi[c] for c in text])


class CharRNN(nn.Module):
    def __init__(self, n, hidden=32):
        super().__init__()
        self.emb = nn.Embedding(n, 16)
        self.rnn = nn.GRU(16, hidden, batch_first=True)
        self.out = nn.Linear(hidden, n)

    def forward(self, x, h=None):
        y, h = self.rnn(self.emb(x), h)
        return self.out(y), h


model = CharRNN(len(chars))
opt = torch.optim.Adam(model.parameters(), lr=0.01)
seq = 10
for it in range(40):
    i = (it * 7) % (len(data) - seq - 1)
    x = data[i:i + seq].unsqueeze(0)
    y = data[i + 1:i + seq + 1].unsqueeze(0)
    logits, _ = model(x)
    loss = nn.functional.cross_entropy(logits.view(-1, len(chars)), y.view(-1))
    opt.zero_grad()
    loss.backward()
    opt.step()
    if it % 10 == 0:
        print(it, round(loss.item(), 2))


@torch.no_grad()
def sample(start, n, temperature=0.8):
    model.eval()
    x = torch.tensor([[stoi[c] for c in start]])
    logits, h = model(x)
    out = list(start)
    for _ in range(n):
        probs = torch.softmax(logits[0, -1] / temperature, dim=-1)
        nxt = torch.multinomial(probs, 1)
        out.append(itos[nxt.item()])
        logits, h = model(nxt.view(1, 1), h)
    return "".join(out)


torch.manual_seed(5)
s = sample("he", 12)
print(len(s), s[:2], all(c in chars for c in s))
print(torch.multinomial(torch.tensor([0.1, 0.0, 0.9]), 5, replacement=True).tolist())
print(torch.distributions.Categorical(probs=torch.tensor([0.2, 0.8])).sample((4,)).tolist() if hasattr(torch, "distributions") else None)
