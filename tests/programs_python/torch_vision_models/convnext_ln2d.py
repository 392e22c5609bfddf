import torch
import torch.nn as nn
import torch.nn.functional as F
from functools import partial

torch.manual_seed(3)

class LayerNorm2d(nn.LayerNorm):
    def forward(self, x):
        x = x.permute(0, 2, 3, 1)
        x = F.layer_norm(x, self.normalized_shape, self.weight, self.bias, self.eps)
        x = x.permute(0, 3, 1, 2)
        return x

class Permute(nn.Module):
    def __init__(self, dims):
        super().__init__()
        self.dims = dims
    def forward(self, x):
        return torch.permute(x, self.dims)

def stochastic_depth(input, p, mode, training=True):
    if p < 0.0 or p > 1.0:
        raise ValueError(f"drop probability has to be between 0 and 1, but got {p}")
    if mode not in ["batch", "row"]:
        raise ValueError(f"mode has to be either 'batch' or 'row', but got {mode}")
    if not training or p == 0.0:
        return input
    survival_rate = 1.0 - p
    if mode == "row":
        size = [input.shape[0]] + [1] * (input.ndim - 1)
    else:
        size = [1] * input.ndim
    noise = torch.empty(size, dtype=input.dtype, device=input.device)
    noise = noise.bernoulli_(survival_rate)
    if survival_rate > 0.0:
        noise.div_(survival_rate)
    return input * noise

class StochasticDepth(nn.Module):
    def __init__(self, p, mode):
        super().__init__()
        self.p = p
        self.mode = mode
    def forward(self, input):
        return stochastic_depth(input, self.p, self.mode, self.training)
    def __repr__(self):
        return f"{self.__class__.__name__}(p={self.p}, mode={self.mode})"

class CNBlock(nn.Module):
    def __init__(self, dim, layer_scale, stochastic_depth_prob, norm_layer=None):
        super().__init__()
        if norm_layer is None:
            norm_layer = partial(nn.LayerNorm, eps=1e-6)
        self.block = nn.Sequential(
            nn.Conv2d(dim, dim, kernel_size=7, padding=3, groups=dim, bias=True),
            Permute([0, 2, 3, 1]),
            norm_layer(dim),
            nn.Linear(in_features=dim, out_features=4 * dim, bias=True),
            nn.GELU(),
            nn.Linear(in_features=4 * dim, out_features=dim, bias=True),
            Permute([0, 3, 1, 2]),
        )
        self.layer_scale = nn.Parameter(torch.ones(dim, 1, 1) * layer_scale)
        self.stochastic_depth = StochasticDepth(stochastic_depth_prob, "row")

    def forward(self, input):
        result = self.layer_scale * self.block(input)
        result = self.stochastic_depth(result)
        result += input
        return result

blk = CNBlock(4, 1e-1, 0.5)
print(blk)
x = torch.randn(3, 4, 6, 6)
blk.eval()
y = blk(x)
print(y.shape, round((y - x).abs().max().item(), 4))
blk.train()
torch.manual_seed(10)
y2 = blk(x)
same = [(y2[i] - x[i]).abs().max().item() == 0 for i in range(3)]
print(same)
ln = LayerNorm2d(4, eps=1e-6)
z = ln(x)
print(z.shape, round(z[:, :, 0, 0].mean(1).abs().max().item(), 5))
print(ln)
try:
    stochastic_depth(x, 1.5, "row")
except ValueError as e:
    print("ValueError:", e)
try:
    StochasticDepth(0.1, "col")(x)
except ValueError as e:
    print("ValueError:", e)
stem = nn.Sequential(nn.Conv2d(3, 4, kernel_size=4, stride=4), LayerNorm2d(4))
print(stem(torch.randn(1, 3, 16, 16)).shape)
print([type(m).__name__ for m in blk.modules()])
