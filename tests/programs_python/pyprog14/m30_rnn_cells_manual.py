import torch
import torch.nn as nn

torch.manual_seed(0)
cell = nn.GRUCell(3, 4)
seq = torch.randn(5, 2, 3)
h = torch.zeros(2, 4)
outs = []
for t in range(seq.size(0)):
    h = cell(seq[t], h)
    outs.append(h)
manual = torch.stack(outs)
gru = nn.GRU(3, 4)
with torch.no_grad():
    gru.weight_ih_l0.copy_(cell.weight_ih)
    gru.weight_hh_l0.copy_(cell.weight_hh)
    gru.bias_ih_l0.copy_(cell.bias_ih)
    gru.bias_hh_l0.copy_(cell.bias_hh)
full, hn = gru(seq)
print(torch.allclose(manual, full, atol=1e-6), torch.allclose(hn[0], h, atol=1e-6))
lstm_cell = nn.LSTMCell(3, 2)
hx = (torch.zeros(2, 2), torch.zeros(2, 2))
for t in range(3):
    hx = lstm_cell(seq[t], hx)
print(hx[0].shape, hx[1].shape)
x = seq[0]
w_ih, w_hh, b_ih, b_hh = lstm_cell.weight_ih, lstm_cell.weight_hh, lstm_cell.bias_ih, lstm_cell.bias_hh
h0, c0 = torch.zeros(2, 2), torch.zeros(2, 2)
gates = x @ w_ih.T + b_ih + h0 @ w_hh.T + b_hh
i, f, g, o = gates.chunk(4, 1)
c1 = torch.sigmoid(f) * c0 + torch.sigmoid(i) * torch.tanh(g)
h1 = torch.sigmoid(o) * torch.tanh(c1)
h_ref, c_ref = lstm_cell(x, (h0, c0))
print(torch.allclose(h1, h_ref, atol=1e-6), torch.allclose(c1, c_ref, atol=1e-6))
rnn = nn.RNN(3, 2, nonlinearity="relu", num_layers=2, dropout=0.0)
o, hn = rnn(seq)
print(o.shape, hn.shape, bool((o >= 0).all()))
print([n for n, _ in rnn.named_parameters()])
print(rnn, cell, lstm_cell)
