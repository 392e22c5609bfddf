import torch
import torch.nn.functional as F


def normalize(x, eps: float = 1e-6):
    mean = x.mean(dim=-1, keepdim=True)
    std = x.std(dim=-1, keepdim=True)
    return (x - mean) / (std + eps)


def mlp(x, w1, b1, w2):
    h = F.relu(x @ w1 + b1)
    return torch.sigmoid(h @ w2)


torch.manual_seed(0)
x = torch.randn(3, 5)
tn = torch.jit.trace(normalize, (x,))
print(tn.code)
print(torch.allclose(tn(x), normalize(x)))
w1, b1, w2 = torch.randn(5, 4), torch.zeros(4), torch.randn(4, 1)
tm = torch.jit.trace(mlp, (x, w1, b1, w2))
print(tm.code)
print(torch.allclose(tm(x, w1, b1, w2), mlp(x, w1, b1, w2)))
print(type(tm).__name__, tm.name)


def split_heads(x):
    a, b = x.chunk(2, dim=1)
    return a * b, a + b


tsh = torch.jit.trace(split_heads, torch.arange(8.0).view(2, 4))
out = tsh(torch.arange(8.0).view(2, 4))
print(type(out).__name__, out[0], out[1])
print(tsh.code)
