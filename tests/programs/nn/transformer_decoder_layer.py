import torch
import torch.nn as nn

torch.manual_seed(1)
layer = nn.TransformerDecoderLayer(4, 2, dim_feedforward=6, dropout=0.0, activation="gelu", norm_first=True)
layer.eval()
s = torch.jit.script(layer)
tgt = torch.arange(16).float().reshape(2, 2, 4) / 8 - 1
mem = torch.arange(24).float().reshape(3, 2, 4) / 12
causal = torch.triu(torch.full((2, 2), float("-inf")), diagonal=1)
print(s(tgt, mem, tgt_mask=causal).detach())
