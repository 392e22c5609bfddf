import torch
import torch.nn as nn

torch.manual_seed(0)
cell = nn.LSTMCell(3, 4)
x = torch.randn(5, 2, 3)
h = torch.zeros(2, 4)
c = torch.zeros(2, 4)
outs = []
for t in range(x.size(0)):
    h, c = cell(x[t], (h, c))
    outs.append(h)
print(torch.round(torch.stack(outs).sum(), decimals=4))
lstm = nn.LSTM(3, 4, num_layers=2, bidirectional=True, dropout=0.0)
o, (hn, cn) = lstm(x)
print(o.shape, hn.shape, cn.shape)
print(torch.round(o.abs().sum(), decimals=3))
gru = nn.GRU(3, 5, batch_first=True)
o2, h2 = gru(x.transpose(0, 1))
print(o2.shape, h2.shape, torch.allclose(o2[:, -1], h2[0]))
rnn = nn.RNN(3, 2, nonlinearity="relu")
print(rnn)
print(lstm)
print([n for n, _ in lstm.named_parameters()][:6])
gcell = nn.GRUCell(3, 3)
print(gcell, gcell.weight_ih.shape)
proj = nn.LSTM(3, 6, proj_size=2)
o3, (h3, c3) = proj(x)
print(o3.shape, h3.shape, c3.shape)
