import torch
import torch.nn as nn
from typing import Tuple


class Rnns(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(3, 4, num_layers=2, batch_first=True)
        self.gru = nn.GRU(3, 2, bidirectional=True)
        self.rnn = nn.RNN(3, 2, nonlinearity="relu")
        self.cell = nn.LSTMCell(3, 2)
        self.gcell = nn.GRUCell(3, 2)

    def forward(self, x: torch.Tensor):
        o1, (h1, c1) = self.lstm(x)
        o2, h2 = self.gru(x.transpose(0, 1))
        o3, h3 = self.rnn(x.transpose(0, 1))
        hc = self.cell(x[:, 0])
        g = self.gcell(x[:, 0], hc[0])
        return [o1, h1, c1, o2, h2, o3, h3, hc[0], hc[1], g]


torch.manual_seed(0)
m = Rnns()
s = torch.jit.script(m)
x = torch.randn(2, 5, 3)
with torch.no_grad():
    outs = s(x)
    ref = m(x)
    for a, b in zip(outs, ref):
        print(a.shape, round(a.sum().item(), 4), torch.allclose(a, b, atol=1e-5))
    h0 = torch.zeros(2, 2, 4)
    o, (h, c) = m.lstm(x, (h0, h0))
    print(round(o.abs().sum().item(), 4), h.shape, c.shape)
print(s.lstm.hidden_size, s.lstm.num_layers, s.gru.bidirectional, [n for n, _ in s.gru.named_parameters()])
p = nn.LSTM(2, 3, proj_size=2)
torch.manual_seed(0)
o, (h, c) = p(torch.randn(4, 1, 2))
print(o.shape, h.shape, c.shape)
