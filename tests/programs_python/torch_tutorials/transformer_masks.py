import math
import torch
import torch.nn as nn


class PositionalEncoding(nn.Module):
    def __init__(self, d_model: int, dropout: float = 0.1, max_len: int = 50):
        super().__init__()
        self.dropout = nn.Dropout(p=dropout)
        position = torch.arange(max_len).unsqueeze(1)
        div_term = torch.exp(torch.arange(0, d_model, 2) * (-math.log(10000.0) / d_model))
        pe = torch.zeros(max_len, 1, d_model)
        pe[:, 0, 0::2] = torch.sin(position * div_term)
        pe[:, 0, 1::2] = torch.cos(position * div_term)
        self.register_buffer('pe', pe)

    def forward(self, x):
        x = x + self.pe[:x.size(0)]
        return self.dropout(x)


def generate_square_subsequent_mask(sz: int):
    return torch.triu(torch.ones(sz, sz) * float('-inf'), diagonal=1)


torch.manual_seed(0)
d_model = 8
pos = PositionalEncoding(d_model)
print(pos.pe.shape, [round(v, 4) for v in pos.pe[3, 0, :4].tolist()])
print(generate_square_subsequent_mask(4))
print(nn.Transformer.generate_square_subsequent_mask(3))
model = nn.Transformer(d_model=d_model, nhead=2, num_encoder_layers=1, num_decoder_layers=1,
                       dim_feedforward=16, dropout=0.0)
print(type(model.encoder).__name__, type(model.decoder.layers[0]).__name__)
src = torch.randn(5, 2, d_model)
tgt = torch.randn(4, 2, d_model)
src_key_padding_mask = torch.tensor([[False] * 5, [False, False, False, True, True]])
tgt_mask = generate_square_subsequent_mask(4)
model.eval()
with torch.no_grad():
    out = model(pos(src), pos(tgt), tgt_mask=tgt_mask, src_key_padding_mask=src_key_padding_mask,
                memory_key_padding_mask=src_key_padding_mask)
print(out.shape)
print([round(v, 3) for v in out[0, 0].tolist()])
print(round(out.mean().item(), 4) + 0.0, round(out.std().item(), 4))
enc_layer = nn.TransformerEncoderLayer(d_model=d_model, nhead=4, dim_feedforward=32, dropout=0.0,
                                       batch_first=True, norm_first=True, activation="gelu")
enc = nn.TransformerEncoder(enc_layer, num_layers=2)
x = torch.randn(2, 6, d_model)
y = enc(x, mask=generate_square_subsequent_mask(6))
print(y.shape, round(y.abs().sum().item(), 2))
print(enc.layers[0] is not enc.layers[1], len(enc.layers))
y.sum().backward()
print(enc.layers[1].linear1.weight.grad.shape)
