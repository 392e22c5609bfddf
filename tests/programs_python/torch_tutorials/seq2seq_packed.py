import random
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence, pad_sequence, pack_sequence

torch.manual_seed(0)
random.seed(0)
SOS, EOS, PAD = 1, 2, 0
vocab = 12


def make_pair():
    n = random.randint(2, 5)
    src = [random.randint(3, vocab - 1) for _ in range(n)]
    return src, list(reversed(src))


pairs = [make_pair() for _ in range(8)]
print(pairs[:3])


class Encoder(nn.Module):
    def __init__(self, vocab, emb, hid):
        super().__init__()
        self.embedding = nn.Embedding(vocab, emb, padding_idx=PAD)
        self.rnn = nn.LSTM(emb, hid, batch_first=True, bidirectional=True)
        self.fc = nn.Linear(2 * hid, hid)

    def forward(self, src, lengths):
        emb = self.embedding(src)
        packed = pack_padded_sequence(emb, lengths, batch_first=True, enforce_sorted=False)
        out, (h, c) = self.rnn(packed)
        out, _ = pad_packed_sequence(out, batch_first=True)
        h = torch.tanh(self.fc(torch.cat([h[0], h[1]], dim=1)))
        c = torch.tanh(self.fc(torch.cat([c[0], c[1]], dim=1)))
        return out, (h.unsqueeze(0), c.unsqueeze(0))


class Decoder(nn.Module):
    def __init__(self, vocab, emb, hid):
        super().__init__()
        self.embedding = nn.Embedding(vocab, emb)
        self.rnn = nn.LSTM(emb, hid, batch_first=True)
        self.out = nn.Linear(hid, vocab)

    def forward(self, tok, state):
        out, state = self.rnn(self.embedding(tok).unsqueeze(1), state)
        return self.out(out.squeeze(1)), state


enc, dec = Encoder(vocab, 6, 8), Decoder(vocab, 6, 8)
params = list(enc.parameters()) + list(dec.parameters())
opt = torch.optim.Adam(params, lr=0.02)
srcs = [torch.tensor(s) for s, _ in pairs]
tgts = [torch.tensor(t + [EOS]) for _, t in pairs]
lengths = torch.tensor([len(s) for s in srcs])
src = pad_sequence(srcs, batch_first=True)
tgt = pad_sequence(tgts, batch_first=True)
print(src.shape, tgt.shape, lengths.tolist())
for epoch in range(30):
    opt.zero_grad()
    _, state = enc(src, lengths)
    tok = torch.full((len(pairs),), SOS, dtype=torch.long)
    loss = 0.0
    for t in range(tgt.size(1)):
        logits, state = dec(tok, state)
        loss = loss + F.cross_entropy(logits, tgt[:, t], ignore_index=PAD)
        tok = tgt[:, t]
    loss.backward()
    nn.utils.clip_grad_norm_(params, 1.0)
    opt.step()
    if epoch % 10 == 0:
        print(epoch, round(loss.item() / tgt.size(1), 2))
print(enc.embedding.weight.grad[PAD].abs().sum().item())
ps = pack_sequence([torch.tensor([1.0, 2.0, 3.0]), torch.tensor([4.0]), torch.tensor([5.0, 6.0])], enforce_sorted=False)
print(ps.data, ps.batch_sizes, ps.sorted_indices, ps.unsorted_indices)
padded, lens = pad_packed_sequence(ps, batch_first=True, padding_value=-1.0)
print(padded, lens)
try:
    pack_padded_sequence(torch.zeros(3, 2), torch.tensor([1, 3]))
except RuntimeError as e:
    print(str(e)[:80])
