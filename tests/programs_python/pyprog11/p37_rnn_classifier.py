import torch
import torch.nn as nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence

torch.manual_seed(11)

class Classifier(nn.Module):
    def __init__(self, vocab, emb, hidden, n_cls):
        super().__init__()
        self.emb = nn.Embedding(vocab, emb, padding_idx=0)
        self.lstm = nn.LSTM(emb, hidden, batch_first=True, bidirectional=True)
        self.out = nn.Linear(2 * hidden, n_cls)

    def forward(self, tokens, lengths):
        e = self.emb(tokens)
        packed = pack_padded_sequence(e, lengths.cpu(), batch_first=True, enforce_sorted=False)
        _, (h, _) = self.lstm(packed)
        feat = torch.cat([h[-2], h[-1]], dim=1)
        return self.out(feat)

tokens = torch.tensor([[4, 2, 7, 1], [3, 5, 0, 0], [9, 0, 0, 0]])
lengths = (tokens != 0).sum(1)
labels = torch.tensor([1, 0, 1])
model = Classifier(10, 6, 5, 2)
opt = torch.optim.RMSprop(model.parameters(), lr=0.01)
for step in range(15):
    opt.zero_grad()
    logits = model(tokens, lengths)
    loss = nn.functional.cross_entropy(logits, labels)
    loss.backward()
    nn.utils.clip_grad_value_(model.parameters(), 1.0)
    opt.step()
    if step % 5 == 0:
        print(step, round(loss.item(), 3))
print(model(tokens, lengths).argmax(1).tolist())
print(model.emb.weight[0].abs().sum().item())
print(lengths.tolist(), model.lstm)
gru = nn.GRUCell(3, 4)
h = torch.zeros(2, 4)
for t in range(3):
    h = gru(torch.ones(2, 3) * t, h)
print(h.shape, round(h.sum().item(), 4))
rnn = nn.RNN(2, 3, num_layers=2, nonlinearity="relu")
o, hn = rnn(torch.ones(4, 1, 2))
print(o.shape, hn.shape, (o >= 0).all().item())
