import torch
import torch.nn as nn
from torch.nn.utils.rnn import pad_sequence, pack_padded_sequence, pad_packed_sequence

torch.manual_seed(17)

class Classifier(nn.Module):
    def __init__(self, vocab, emb, hid, ncls):
        super().__init__()
        self.emb = nn.Embedding(vocab, emb, padding_idx=0)
        self.gru = nn.GRU(emb, hid, num_layers=2, batch_first=True, bidirectional=True)
        self.out = nn.Linear(2 * hid, ncls)
    def forward(self, x, lengths):
        e = self.emb(x)
        packed = pack_padded_sequence(e, lengths, batch_first=True, enforce_sorted=False)
        out, h = self.gru(packed)
        out, lens = pad_packed_sequence(out, batch_first=True)
        h = torch.cat([h[-2], h[-1]], dim=1)
        return self.out(h), out, lens

seqs = [torch.tensor([3, 4, 5]), torch.tensor([1, 2]), torch.tensor([6, 7, 8, 9])]
lengths = torch.tensor([len(s) for s in seqs])
x = pad_sequence(seqs, batch_first=True)
print(x)
m = Classifier(10, 4, 5, 3)
print(m.emb.weight[0])
logits, out, lens = m(x, lengths)
print(logits.shape, out.shape, lens)
print(out[1, 2:].abs().sum().item())
opt = torch.optim.Adam(m.parameters(), lr=0.05)
y = torch.tensor([0, 1, 2])
for i in range(20):
    opt.zero_grad()
    l = nn.functional.cross_entropy(m(x, lengths)[0], y)
    l.backward()
    opt.step()
print(m(x, lengths)[0].argmax(1).tolist())
print([n for n, p in m.gru.named_parameters()][:4])
