import torch
import torch.nn as nn

class Residual(nn.Module):
    def __init__(self, fn, scale=1.0):
        super().__init__()
        self.fn = fn
        self.scale = scale
    def forward(self, x):
        return x + self.scale * self.fn(x)
    def extra_repr(self):
        return f"scale={self.scale}"

class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(100, 16, padding_idx=0, max_norm=1.0)
        self.blocks = nn.ModuleList([Residual(nn.Sequential(nn.LayerNorm(16), nn.Linear(16, 16), nn.GELU(approximate="tanh")), 0.5) for _ in range(2)])
        self.heads = nn.ModuleDict({"cls": nn.Linear(16, 3), "reg": nn.Linear(16, 1, bias=False)})
        self.pool = nn.AdaptiveAvgPool1d(1)
        self.params = nn.ParameterList([nn.Parameter(torch.zeros(2)), nn.Parameter(torch.ones(3))])
        self.pdict = nn.ParameterDict({"alpha": nn.Parameter(torch.tensor(1.0))})
        self.drop = nn.Dropout(p=0.1, inplace=True)
        self.act = nn.Softmax(dim=-1)
        self.id = nn.Identity()
m = Model()
print(m)
print(nn.Sequential())
print(nn.Unflatten(1, (2, 3)), nn.Upsample(scale_factor=2, mode="nearest"), nn.ZeroPad2d((1, 1, 2, 0)))
print(nn.PReLU(3), nn.Hardtanh(-2, 2), nn.LeakyReLU(0.01), nn.ELU(alpha=0.5), nn.Softplus(beta=2), nn.Threshold(0.1, 20))
print(nn.Bilinear(2, 3, 4), nn.CosineSimilarity(dim=0), nn.EmbeddingBag(10, 3, mode="max"))
