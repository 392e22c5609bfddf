# Scripted recurrent cells (stdlib RNNCell/LSTMCell/GRUCell) and Embedding with padding_idx.
import torch
import torch.nn as nn
torch.manual_seed(0)
cells = torch.jit.script(nn.LSTMCell(3, 4)), torch.jit.script(nn.GRUCell(3, 2)), torch.jit.script(nn.RNNCell(3, 2, nonlinearity="relu"))
x = torch.randn(2, 3)
with torch.no_grad():
    print(cells[0](x))
    print(cells[1](x), cells[2](x[0]))
e = nn.Embedding(4, 2, padding_idx=1)
print(torch.jit.script(e)(torch.tensor([1, 2])))
