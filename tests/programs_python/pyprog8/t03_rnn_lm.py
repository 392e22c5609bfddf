# A character-level language model: Embedding + LSTM + tied weights, teacher forcing, sampling greedily.
import torch
import torch.nn as nn

text = "hello world, hello torch"
chars = sorted(set(text))
stoi = {c: i for i, c in enumerate(chars)}
itos = dict(enumerate(chars))
data = torch.tensor([stoi[c] for c in text])


class CharLM(nn.Module):
    def __init__(self, vocab, dim=16):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.rnn = nn.LSTM(dim, dim, batch_first=True)
        self.out = nn.Linear(dim, vocab)
        self.out.weight = self.emb.weight

    def forward(self, x, state=None):
        h, state = self.rnn(self.emb(x), state)
        return self.out(h), state


torch.manual_seed(0)
model = CharLM(len(chars))
print(model.out.weight is model.emb.weight, len(list(model.parameters())), len(model.state_dict()))
opt = torch.optim.Adam(model.parameters(), lr=0.05)
x, y = data[:-1].unsqueeze(0), data[1:].unsqueeze(0)
for step in range(60):
    logits, _ = model(x)
    loss = nn.functional.cross_entropy(logits.view(-1, len(chars)), y.view(-1))
    opt.zero_grad()
    loss.backward()
    nn.utils.clip_grad_norm_(model.parameters(), 1.0)
    opt.step()
print("final loss below 0.5:", loss.item() < 0.5)
model.eval()
with torch.no_grad():
    inp = torch.tensor([[stoi["h"]]])
    state = None
    out = "h"
    for _ in range(10):
        logits, state = model(inp, state)
        nxt = logits[0, -1].argmax().item()
        out += itos[nxt]
        inp = torch.tensor([[nxt]])
print(repr(out[:5]), len(out), type(state).__name__, state[0].shape)
