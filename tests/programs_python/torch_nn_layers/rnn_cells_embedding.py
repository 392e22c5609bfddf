# Recurrent cells stepped by hand, Embedding.from_pretrained, pad_sequence,
# and an LSTM converted to double (its weight list follows the conversion).
import torch
import torch.nn as nn
from torch.nn.utils.rnn import pad_sequence

torch.manual_seed(0)
cells = [nn.RNNCell(3, 4), nn.RNNCell(3, 2, nonlinearity="relu", bias=False), nn.LSTMCell(3, 4), nn.GRUCell(3, 4)]
for cell in cells:
    print(cell, [n for n, _ in cell.named_parameters()])
seq = torch.randn(5, 2, 3)
h = torch.zeros(2, 4)
for t in range(seq.size(0)):
    h = cells[0](seq[t], h)
print(h)
print(cells[1](seq[0]))
hx, cx = torch.zeros(2, 4), torch.zeros(2, 4)
for t in range(seq.size(0)):
    hx, cx = cells[2](seq[t], (hx, cx))
print(hx)
print(cx)
g = None
for t in range(seq.size(0)):
    g = cells[3](seq[t], g)
print(g)
print(cells[3](seq[0, 0]).shape)

vectors = torch.tensor([[1.0, 2.3, 3.0], [4.0, 5.1, 6.3]])
emb = nn.Embedding.from_pretrained(vectors)
print(emb, emb.weight.requires_grad)
print(emb(torch.tensor([1, 0, 1])))
trainable = nn.Embedding.from_pretrained(vectors, freeze=False, padding_idx=0)
print(trainable, trainable.weight.requires_grad)
print(torch.randn(2))

a, b, c = torch.ones(3, 2), 2 * torch.ones(1, 2), 3 * torch.ones(2, 2)
print(pad_sequence([a, b, c]).shape)
print(pad_sequence([a, b, c], batch_first=True, padding_value=-1.0))

lstm = nn.LSTM(3, 4, batch_first=True)
x = torch.randn(2, 5, 3)
out32, _ = lstm(x)
lstm.double()
out64, (h64, c64) = lstm(x.double())
print(out64.dtype, h64.dtype, torch.allclose(out32.double(), out64, atol=1e-5))
