import torch
import torch.nn as nn
from typing import Tuple


class Seq(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(3, 4, num_layers=2, batch_first=True)
        self.gru = nn.GRU(4, 2, bidirectional=True)
        self.rnn = nn.RNN(3, 2, nonlinearity="relu", bias=False)

    def forward(self, x: torch.Tensor, h: Tuple[torch.Tensor, torch.Tensor]):
        out, (hn, cn) = self.lstm(x, h)
        g, gh = self.gru(out.transpose(0, 1))
        r, rh = self.rnn(x[0])
        return out, hn, cn, g, gh, r, rh


torch.manual_seed(0)
m = Seq()
print([n for n, p in m.named_parameters()])
s = torch.jit.script(m)
x = torch.arange(24).float().reshape(2, 4, 3) / 10 - 1
h0 = (torch.ones(2, 2, 4) / 4, torch.zeros(2, 2, 4))
for t in s(x, h0):
    print(t.detach())
lstm = nn.LSTM(2, 3)
y, (h, c) = lstm(torch.ones(5, 2))
print(y.shape, h.shape, c.shape)
gru = nn.GRU(2, 3, num_layers=3)
z, hz = gru(torch.ones(4, 1, 2))
print(z.detach(), hz.shape)
