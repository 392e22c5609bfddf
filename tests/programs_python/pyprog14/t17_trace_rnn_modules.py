import torch
import torch.nn as nn


class Tagger(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(10, 4)
        self.lstm = nn.LSTM(4, 6, batch_first=True, num_layers=2)
        self.fc = nn.Linear(6, 3)

    def forward(self, x):
        o, (h, c) = self.lstm(self.emb(x))
        return self.fc(o).log_softmax(-1), h


torch.manual_seed(0)
m = Tagger().eval()
x = torch.randint(0, 10, (2, 5))
tr = torch.jit.trace(m, x)
a, h = m(x)
b, h2 = tr(x)
print(torch.allclose(a, b), torch.allclose(h, h2), b.shape, h2.shape)
x2 = torch.randint(0, 10, (3, 7))
print(torch.allclose(m(x2)[0], tr(x2)[0], atol=1e-6), tr(x2)[0].shape)
s = torch.jit.script(m)
print(torch.allclose(s(x2)[0], m(x2)[0], atol=1e-6))
gru = nn.GRU(3, 2)
tg = torch.jit.trace(gru, (torch.randn(4, 1, 3),))
out, hn = tg(torch.randn(6, 1, 3))
print(out.shape, hn.shape)
cell = nn.LSTMCell(3, 2)
sc = torch.jit.script(cell)
hx, cx = sc(torch.randn(1, 3))
print(hx.shape, cx.shape, type(sc).__name__, sc.original_name)
print([n for n, _ in tr.named_children()], tr.lstm.original_name)
