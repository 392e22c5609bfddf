# Dropout's backward uses the very noise of the forward (input * noise), so a
# gradient flows where the dropout's input was exactly 0 but was kept (a
# zero-initialized bias with an all-dropped attention row before it); layer
# norm's backward is ATen's kernel on the forward's mean and rstd. A small
# transformer language model then trains as PyTorch's does.
import math
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
lin = nn.Linear(4, 3)
with torch.no_grad():
    lin.bias.zero_()
x = torch.randn(6, 4)
x[:4] = 0.0
y = F.dropout(lin(x), 0.5, True)
(y * torch.arange(3.0)).sum().backward()
print(lin.bias.grad, lin.weight.grad.abs().sum().item() > 0)
print(y.grad_fn.name())

ln = nn.LayerNorm(8)
z = torch.randn(3, 5, 8, requires_grad=True)
ln(z).pow(2).mul(torch.arange(8.0)).sum().backward()
print(torch.round(z.grad[0, 0], decimals=4), torch.round(ln.weight.grad, decimals=4), torch.round(ln.bias.grad, decimals=4))
w, b, m = torch.native_layer_norm(z.detach(), [8], ln.weight, ln.bias, 1e-5)
print(b.shape, m.shape)

torch.manual_seed(42)
emb = nn.Embedding(20, 16)
enc = nn.TransformerEncoder(nn.TransformerEncoderLayer(16, 2, 32, 0.2), 2)
dec = nn.Linear(16, 20)
params = list(emb.parameters()) + list(enc.parameters()) + list(dec.parameters())
opt = torch.optim.SGD(params, lr=2.0)
mask = torch.triu(torch.full((6, 6), float("-inf")), diagonal=1)
data = torch.randint(0, 20, (7, 3))
for step in range(4):
    out = dec(enc(emb(data[:-1]) * math.sqrt(16), mask))
    loss = F.cross_entropy(out.view(-1, 20), data[1:].reshape(-1))
    opt.zero_grad()
    loss.backward()
    torch.nn.utils.clip_grad_norm_(params, 0.5)
    opt.step()
    print(step, round(loss.item(), 4))
