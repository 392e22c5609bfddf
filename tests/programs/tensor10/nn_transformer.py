import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.TransformerEncoder(nn.TransformerEncoderLayer(8, 2, 16, dropout=0.0, batch_first=True), 2)
        self.dec = nn.TransformerDecoderLayer(8, 2, 16, dropout=0.0, activation="gelu", norm_first=True)

    def forward(self, src: torch.Tensor, tgt: torch.Tensor):
        mem = self.enc(src)
        mask = torch.triu(torch.full((tgt.size(0), tgt.size(0)), float("-inf")), 1)
        out = self.dec(tgt, mem.transpose(0, 1), tgt_mask=mask)
        return mem, out


torch.manual_seed(0)
m = Model().eval()
s = torch.jit.script(m)
src = torch.randn(2, 5, 8)
tgt = torch.randn(4, 2, 8)
with torch.no_grad():
    mem, out = s(src, tgt)
    print(mem.shape, out.shape, round(mem.abs().sum().item(), 3), round(out.abs().sum().item(), 3))
    rm, ro = m(src, tgt)
    print(torch.allclose(mem, rm, atol=1e-5), torch.allclose(out, ro, atol=1e-5))
    print(torch.round(mem[0, 0], decimals=3))
print(nn.Transformer.generate_square_subsequent_mask(3))
t = nn.Transformer(8, 2, 1, 1, 16, dropout=0.0)
torch.manual_seed(1)
with torch.no_grad():
    print(t(torch.randn(3, 1, 8), torch.randn(2, 1, 8)).shape)
