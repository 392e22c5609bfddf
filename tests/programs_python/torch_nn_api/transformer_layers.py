import torch
import torch.nn as nn

torch.manual_seed(0)
layer = nn.TransformerEncoderLayer(d_model=8, nhead=2, dim_feedforward=16, dropout=0.0, batch_first=True)
enc = nn.TransformerEncoder(layer, num_layers=2)
print(enc)
x = torch.randn(2, 5, 8)
pad = torch.tensor([[False, False, False, True, True], [False] * 5])
causal = nn.Transformer.generate_square_subsequent_mask(5)
print(causal)
enc.eval()
with torch.no_grad():
    y = enc(x, mask=causal, src_key_padding_mask=pad)
print(y.shape, [round(v, 3) for v in y[1, 0, :4].tolist()])
print(sum(p.numel() for p in enc.parameters()))

dec_layer = nn.TransformerDecoderLayer(d_model=8, nhead=2, dim_feedforward=16, dropout=0.0)
dec = nn.TransformerDecoder(dec_layer, num_layers=1)
tgt = torch.randn(3, 2, 8)
mem = torch.randn(5, 2, 8)
out = dec(tgt, mem, tgt_mask=nn.Transformer.generate_square_subsequent_mask(3))
print(out.shape, round(out.std().item(), 4))
norm_first = nn.TransformerEncoderLayer(8, 2, 16, 0.0, activation="gelu", norm_first=True)
print(norm_first.norm_first, type(norm_first.activation))
print(round(norm_first(torch.randn(4, 1, 8)).std().item(), 3))
