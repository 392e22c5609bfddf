# Iterating a model: named_modules/children/parameters/buffers, repr of nested modules, freezing.
import torch
import torch.nn as nn


class Attention(nn.Module):
    def __init__(self, dim, heads=2):
        super().__init__()
        self.heads = heads
        self.qkv = nn.Linear(dim, dim * 3, bias=False)
        self.proj = nn.Linear(dim, dim)
        self.register_buffer("mask", torch.tril(torch.ones(4, 4)), persistent=False)
        self.register_buffer("scale", torch.tensor(dim ** -0.5))

    def extra_repr(self):
        return f"heads={self.heads}"

    def forward(self, x):
        return self.proj(x)


class Block(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.norm = nn.LayerNorm(dim)
        self.attn = Attention(dim)
        self.ff = nn.Sequential(nn.Linear(dim, 2 * dim), nn.GELU(approximate="tanh"), nn.Linear(2 * dim, dim))

    def forward(self, x):
        return x + self.ff(self.attn(self.norm(x)))


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(10, 8, padding_idx=0)
        self.blocks = nn.ModuleList([Block(8) for _ in range(2)])
        self.head = nn.Linear(8, 10)
        self.head.weight = self.embed.weight
        self.temperature = nn.Parameter(torch.ones(1))

    def forward(self, idx):
        x = self.embed(idx)
        for b in self.blocks:
            x = b(x)
        return self.head(x) / self.temperature


torch.manual_seed(0)
m = Model()
print(m)
print([n for n, _ in m.named_children()])
print([n for n, _ in m.named_modules()][:6], len(list(m.modules())))
print([n for n, _ in m.named_parameters(recurse=False)])
print(len(list(m.parameters())), hasattr(m, "named_parameters"))
print([(n, tuple(b.shape)) for n, b in m.named_buffers()])
print(list(m.state_dict().keys())[:5], len(m.state_dict()))
print([n for n, _ in m.blocks[0].named_modules(prefix="blocks.0")])
print(m.get_submodule("blocks.1.attn.qkv"), m.get_parameter("blocks.0.norm.weight").shape)
print(m.head.weight is m.embed.weight)
for name, p in m.named_parameters():
    if name.startswith("blocks.0"):
        p.requires_grad = False
trainable = [n for n, p in m.named_parameters() if p.requires_grad]
print(len(trainable), trainable[:3])
print(sum(p.numel() for p in m.parameters()), sum(p.numel() for p in m.parameters() if p.requires_grad))
out = m(torch.tensor([[1, 2, 3, 0]]))
out.sum().backward()
print(m.blocks[0].ff[0].weight.grad is None, m.blocks[1].ff[0].weight.grad is not None)
m.blocks.requires_grad_(True)
print(all(p.requires_grad for p in m.blocks.parameters()))
m.zero_grad()
print(m.blocks[1].ff[0].weight.grad)
m.blocks.insert(1, Block(8))
m.blocks.append(nn.Identity())
print(len(m.blocks), type(m.blocks[-1]).__name__, [type(b).__name__ for b in m.blocks[1:]])
del m.blocks[1]
print(len(m.blocks))
print(m.blocks[0].attn.mask.shape, "mask" in m.state_dict(), any("mask" in k for k in m.state_dict()))
m.half()
print(m.head.weight.dtype, m.blocks[0].attn.scale.dtype, m.blocks[0].attn.mask.dtype)
m.float()
print(m.temperature.dtype, m.training, m.eval().training, m.blocks[0].norm.training)
