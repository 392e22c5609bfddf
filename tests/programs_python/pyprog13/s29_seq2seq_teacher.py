import random
import torch
import torch.nn as nn

torch.manual_seed(29)
random.seed(29)

class Encoder(nn.Module):
    def __init__(self, v, e, h):
        super().__init__()
        self.emb = nn.Embedding(v, e)
        self.rnn = nn.LSTM(e, h, batch_first=True)
    def forward(self, x):
        _, (h, c) = self.rnn(self.emb(x))
        return h, c

class Decoder(nn.Module):
    def __init__(self, v, e, h):
        super().__init__()
        self.emb = nn.Embedding(v, e)
        self.cell = nn.LSTMCell(e, h)
        self.out = nn.Linear(h, v)
    def forward(self, tok, h, c):
        h, c = self.cell(self.emb(tok), (h, c))
        return self.out(h), h, c

enc, dec = Encoder(12, 5, 7), Decoder(12, 5, 7)
src = torch.randint(1, 12, (3, 4))
tgt = torch.randint(1, 12, (3, 5))
h, c = enc(src)
h, c = h[0], c[0]
tok = tgt[:, 0]
outs = []
for t in range(1, tgt.size(1)):
    logits, h, c = dec(tok, h, c)
    outs.append(logits)
    teacher = random.random() < 0.5
    tok = tgt[:, t] if teacher else logits.argmax(1)
outs = torch.stack(outs, dim=1)
print(outs.shape)
loss = nn.functional.cross_entropy(outs.reshape(-1, 12), tgt[:, 1:].reshape(-1))
loss.backward()
print(enc.emb.weight.grad.shape, dec.cell.weight_hh.grad.shape)
print(loss.item() > 0)
