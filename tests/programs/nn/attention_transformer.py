import torch
import torch.nn as nn


class Enc(nn.Module):
    def __init__(self):
        super().__init__()
        self.mha = nn.MultiheadAttention(4, 2)
        self.layer = nn.TransformerEncoderLayer(4, 2, dim_feedforward=8, dropout=0.0, batch_first=True)

    def forward(self, x: torch.Tensor, mask: torch.Tensor):
        a, w = self.mha(x, x, x, key_padding_mask=mask)
        y = self.layer(x.transpose(0, 1))
        return a, w, y


torch.manual_seed(0)
m = Enc()
m.eval()
s = torch.jit.script(m)
x = torch.arange(24).float().reshape(3, 2, 4) / 10 - 1
mask = torch.tensor([[False, False, True], [False, False, False]])
for t in s(x, mask):
    print(t.detach() if t is not None else t)
out, w = m.mha(x, x, x, need_weights=True, average_attn_weights=False)
print(w.shape)
