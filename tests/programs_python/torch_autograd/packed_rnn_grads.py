# Gradients through packed sequences (pack_padded_sequence -> LSTM/GRU ->
# pad_packed_sequence) and through a multi-layer LSTM trained with dropout.
import torch
import torch.nn as nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence

torch.manual_seed(0)
x = torch.randn(3, 4, 5, dtype=torch.double, requires_grad=True)
lengths = [4, 2, 3]
for mode in ("LSTM", "GRU", "RNN"):
    rnn = getattr(nn, mode)(5, 3, num_layers=2, bidirectional=True, batch_first=True).double()
    packed = pack_padded_sequence(x, lengths, batch_first=True, enforce_sorted=False)
    out, h = rnn(packed)
    padded, lens = pad_packed_sequence(out, batch_first=True)
    hn = h[0] if mode == "LSTM" else h
    loss = padded.pow(2).sum() + hn.sum()
    x.grad = None
    loss.backward()
    print(mode, padded.shape, lens.tolist(), "%.12f" % loss.item())
    print("  x.grad %.12f" % x.grad.abs().sum().item(), "w %.12f" % rnn.weight_hh_l1_reverse.grad.abs().sum().item())
    print("  padding grad zero:", bool((x.grad[1, 2:] == 0).all()))
torch.manual_seed(1)
lstm = nn.LSTM(4, 6, num_layers=3, dropout=0.4).double()
inp = torch.randn(5, 2, 4, dtype=torch.double)
opt = torch.optim.SGD(lstm.parameters(), lr=0.1)
for step in range(3):
    opt.zero_grad()
    out, (h, c) = lstm(inp)
    loss = out.sum() + c.pow(2).sum()
    loss.backward()
    opt.step()
    print(step, "%.12f" % loss.item(), "%.12f" % lstm.weight_ih_l0.grad.abs().sum().item())
