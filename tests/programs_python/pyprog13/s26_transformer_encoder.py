import math
import torch
import torch.nn as nn

torch.manual_seed(26)

class PositionalEncoding(nn.Module):
    def __init__(self, d_model, max_len=50):
        super().__init__()
        pe = torch.zeros(max_len, d_model)
        position = torch.arange(0, max_len, dtype=torch.float).unsqueeze(1)
        div_term = torch.exp(torch.arange(0, d_model, 2).float() * (-math.log(10000.0) / d_model))
        pe[:, 0::2] = torch.sin(position * div_term)
        pe[:, 1::2] = torch.cos(position * div_term)
        self.register_buffer('pe', pe.unsqueeze(0))
    def forward(self, x):
        return x + self.pe[:, :x.size(1)]

pe = PositionalEncoding(8)
print(torch.round(pe.pe[0, :3, :4], decimals=4))
layer = nn.TransformerEncoderLayer(d_model=8, nhead=2, dim_feedforward=16, dropout=0.0, batch_first=True)
enc = nn.TransformerEncoder(layer, num_layers=2)
x = pe(torch.randn(3, 6, 8))
mask = nn.Transformer.generate_square_subsequent_mask(6)
print(mask[:3, :3])
pad = torch.tensor([[False] * 6, [False] * 4 + [True] * 2, [False] * 5 + [True]])
enc.eval()
with torch.no_grad():
    y = enc(x, mask=mask, src_key_padding_mask=pad)
print(y.shape)
print(len(enc.layers), enc.layers[0].self_attn.embed_dim, enc.layers[0].linear1)
print(round(y[0].mean().item(), 3) == round(y[0].mean().item(), 3))
