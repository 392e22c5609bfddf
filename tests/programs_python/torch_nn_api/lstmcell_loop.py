import torch
import torch.nn as nn

torch.manual_seed(0)

class Seq2One(nn.Module):
    def __init__(self, d_in, d_h, d_out):
        super().__init__()
        self.cell = nn.LSTMCell(d_in, d_h)
        self.gru = nn.GRUCell(d_h, d_h)
        self.out = nn.Linear(d_h, d_out)
        self.d_h = d_h

    def init_state(self, batch):
        z = torch.zeros(batch, self.d_h)
        return z, z.clone()

    def forward(self, xs, teacher=None):
        h, c = self.init_state(xs.size(1))
        g = torch.zeros_like(h)
        outs = []
        for t, x in enumerate(xs):
            if teacher is not None and t > 0:
                x = x + 0.5 * teacher[t - 1]
            h, c = self.cell(x, (h, c))
            g = self.gru(h, g)
            outs.append(self.out(g))
        return torch.stack(outs), (h, c)

model = Seq2One(3, 5, 3)
xs = torch.randn(4, 2, 3)
y, (h, c) = model(xs)
print(y.shape, h.shape, c.shape, f"{y.sum().item():.4f}")
y2, _ = model(xs, teacher=xs)
print(f"{(y2 - y).abs().max().item():.4f}")
opt = torch.optim.Adam(model.parameters(), lr=0.01)
state = None
for step in range(3):
    opt.zero_grad()
    out, state = model(xs)
    state = tuple(s.detach() for s in state)
    loss = (out - xs).pow(2).mean()
    loss.backward()
    opt.step()
    print(step, f"{loss.item():.4f}", state[0].requires_grad)
print([n for n, _ in model.cell.named_parameters()])
print(model.cell, model.gru)
h = torch.zeros(2, 5)
print(model.gru(torch.zeros(2, 5)).shape, model.cell(torch.zeros(2, 3))[0].shape)
rc = nn.RNNCell(3, 2, nonlinearity="relu")
print(rc, rc(torch.ones(1, 3)).shape)
