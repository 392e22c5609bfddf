import math
import torch
import torch.nn as nn
from torch.nn import functional as F


class CausalSelfAttention(nn.Module):
    def __init__(self, n_embd, n_head, block_size):
        super().__init__()
        assert n_embd % n_head == 0
        self.c_attn = nn.Linear(n_embd, 3 * n_embd)
        self.c_proj = nn.Linear(n_embd, n_embd)
        self.attn_dropout = nn.Dropout(0.1)
        self.n_head = n_head
        self.n_embd = n_embd
        self.register_buffer("bias", torch.tril(torch.ones(block_size, block_size)).view(1, 1, block_size, block_size))

    def forward(self, x):
        B, T, C = x.size()
        q, k, v = self.c_attn(x).split(self.n_embd, dim=2)
        k = k.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
        q = q.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
        v = v.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
        att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(k.size(-1)))
        att = att.masked_fill(self.bias[:, :, :T, :T] == 0, float('-inf'))
        att = F.softmax(att, dim=-1)
        self.last_att = att
        att = self.attn_dropout(att)
        y = att @ v
        y = y.transpose(1, 2).contiguous().view(B, T, C)
        return self.c_proj(y)


class Block(nn.Module):
    def __init__(self, n_embd, n_head, block_size):
        super().__init__()
        self.ln_1 = nn.LayerNorm(n_embd)
        self.attn = CausalSelfAttention(n_embd, n_head, block_size)
        self.ln_2 = nn.LayerNorm(n_embd)
        self.mlp = nn.ModuleDict(dict(c_fc=nn.Linear(n_embd, 4 * n_embd), c_proj=nn.Linear(4 * n_embd, n_embd), act=nn.GELU()))
        m = self.mlp
        self.mlpf = lambda x: m.c_proj(m.act(m.c_fc(x)))

    def forward(self, x):
        x = x + self.attn(self.ln_1(x))
        x = x + self.mlpf(self.ln_2(x))
        return x


torch.manual_seed(42)
blk = Block(8, 2, 6).eval()
print([k for k in blk.state_dict().keys() if "bias" in k][:3])
print(blk.attn.bias.shape, blk.attn.bias.requires_grad)
x = torch.randn(2, 5, 8)
y = blk(x)
print(y.shape)
print(torch.round(blk.attn.last_att[0, 0], decimals=3))
print(round(y.sum().item(), 3))
print([n for n, _ in blk.named_buffers()])
opt_groups = {"decay": set(), "no_decay": set()}
for mn, m in blk.named_modules():
    for pn, p in m.named_parameters(recurse=False):
        fpn = "%s.%s" % (mn, pn) if mn else pn
        if pn.endswith("bias") or isinstance(m, nn.LayerNorm):
            opt_groups["no_decay"].add(fpn)
        elif pn.endswith("weight") and isinstance(m, nn.Linear):
            opt_groups["decay"].add(fpn)
print(sorted(opt_groups["decay"]))
print(len(opt_groups["no_decay"]))
