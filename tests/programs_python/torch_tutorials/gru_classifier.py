import torch
import torch.nn as nn
from torch.nn.utils.rnn import pad_sequence, pack_padded_sequence, pad_packed_sequence

torch.manual_seed(0)
vocab = ["<pad>", "a", "b", "c", "d", "e"]
stoi = {s: i for i, s in enumerate(vocab)}
sentences = ["a b c", "d e", "a a b b c", "e"]
labels = torch.tensor([0, 1, 0, 1])
seqs = [torch.tensor([stoi[t] for t in s.split()]) for s in sentences]
lengths = torch.tensor([len(s) for s in seqs])
padded = pad_sequence(seqs, batch_first=True, padding_value=0)
print(padded)
print(lengths.tolist())


class GRUClassifier(nn.Module):
    def __init__(self, vocab_size, emb, hidden, classes):
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, emb, padding_idx=0)
        self.gru = nn.GRU(emb, hidden, batch_first=True, bidirectional=True)
        self.fc = nn.Linear(2 * hidden, classes)

    def forward(self, x, lengths):
        emb = self.embedding(x)
        packed = pack_padded_sequence(emb, lengths, batch_first=True, enforce_sorted=False)
        out, h = self.gru(packed)
        out, out_lengths = pad_packed_sequence(out, batch_first=True)
        h = torch.cat([h[-2], h[-1]], dim=1)
        return self.fc(h), out, out_lengths


model = GRUClassifier(len(vocab), 4, 5, 2)
print(model.embedding.weight[0].tolist())
logits, out, out_lengths = model(padded, lengths)
print(logits.shape, out.shape, out_lengths.tolist())
print(torch.all(out[1, 2:] == 0).item(), torch.all(out[3, 1:] == 0).item())
opt = torch.optim.Adam(model.parameters(), lr=0.05)
crit = nn.CrossEntropyLoss()
for step in range(20):
    opt.zero_grad()
    logits, _, _ = model(padded, lengths)
    loss = crit(logits, labels)
    loss.backward()
    nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)
    opt.step()
    if step % 5 == 0:
        print(step, round(loss.item(), 3))
pred = logits.argmax(1)
print("acc", (pred == labels).float().mean().item())
print(model.embedding.weight.grad[0].abs().sum().item())
for name, p in model.gru.named_parameters():
    print(name, tuple(p.shape))
