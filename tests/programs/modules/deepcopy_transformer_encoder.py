import copy
import torch
import torch.nn as nn

torch.manual_seed(0)
layer = nn.TransformerEncoderLayer(8, 2, 16, dropout=0.0, batch_first=True)
enc = nn.TransformerEncoder(layer, num_layers=2)
lin = nn.Linear(2, 2)
twin = copy.deepcopy(lin)
with torch.no_grad():
    twin.weight.fill_(1.0)
print(lin.weight.sum().item() != twin.weight.sum().item(), twin.weight)
s = torch.jit.script(enc.eval())
print(s(torch.ones(1, 3, 8)).shape, len(list(s.parameters())))
