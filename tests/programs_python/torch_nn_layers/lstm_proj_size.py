# nn.LSTM with proj_size: parameter names, order and shapes, outputs with
# and without given states, and a module that scripts it, as PyTorch 1.13.
import torch
import torch.nn as nn

torch.manual_seed(0)
m = nn.LSTM(5, 7, num_layers=2, bidirectional=True, proj_size=3, batch_first=True)
print(m)
print([(n, list(p.shape)) for n, p in m.named_parameters()])
x = torch.arange(60, dtype=torch.float32).reshape(2, 6, 5).mul(0.3).sin()
out, (h, c) = m(x)
print(out.shape, h.shape, c.shape)
print((out * 1000).round()[0, :2])
print((h * 1000).round()[:, 0])
out2, _ = m(x, (torch.full((4, 2, 3), 0.5), torch.full((4, 2, 7), -0.5)))
print((out2 * 1000).round()[1, -1])


class Tagger(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(5, 6, proj_size=2)

    def forward(self, x):
        y, (h, c) = self.lstm(x)
        return y.sum(0), c


s = torch.jit.script(Tagger())
y, c = s(x.transpose(0, 1))
print((y * 1000).round(), c.shape)
for bad in (-1, 7):
    try:
        nn.LSTM(5, 7, proj_size=bad)
    except ValueError as e:
        print("ValueError:", e)
