# More than 4 layers: parameters named weight_ih_l{k}[_reverse] for every layer.
import torch
import torch.nn as nn
torch.manual_seed(0)
for cls in (nn.RNN, nn.GRU, nn.LSTM):
    m = cls(3, 4, num_layers=6, bidirectional=True)
    print(cls.__name__, [n for n, _ in m.named_parameters()][-6:], len(list(m.parameters())))
    out, _ = m(torch.randn(5, 2, 3))
    print(out.shape, round(out.sum().item(), 3) + 0.0)
m = nn.LSTM(3, 4, num_layers=5, proj_size=2)
print([n for n, _ in m.named_parameters()][-5:])
