# torchvision.ops building blocks the models use: MLP, Permute, StochasticDepth, Conv2dNormActivation,
# SqueezeExcitation; eager, under a seed, and scripted.
import torch
from torch import nn
from torchvision.ops import MLP, Permute, StochasticDepth, Conv2dNormActivation, SqueezeExcitation
from torchvision.ops import stochastic_depth

torch.manual_seed(0)
mlp = MLP(8, [16, 4], norm_layer=nn.LayerNorm, activation_layer=nn.GELU, inplace=None, dropout=0.1)
print(mlp)
x = torch.randn(3, 8)
mlp.eval()
print(torch.round(mlp(x), decimals=4))
s = torch.jit.script(mlp)
print(torch.allclose(s(x), mlp(x)))
p = Permute([0, 2, 3, 1])
print(p, p(torch.zeros(2, 3, 4, 5)).shape, torch.jit.script(p)(torch.zeros(2, 3, 4, 5)).shape)
sd = StochasticDepth(0.5, "row")
print(sd)
torch.manual_seed(1)
print(sd(torch.ones(6, 2)).flatten().tolist())
sd.eval()
print(sd(torch.ones(2, 2)).sum().item())
torch.manual_seed(2)
print(stochastic_depth(torch.ones(4, 3), 0.25, "batch", True).tolist())
ssd = torch.jit.script(StochasticDepth(0.5, "batch"))
torch.manual_seed(3)
print(ssd(torch.ones(2, 2)).tolist())
for bad in [(1.5, "row"), (0.5, "col")]:
    try:
        stochastic_depth(torch.ones(2), bad[0], bad[1])
    except ValueError as e:
        print(e)
c = Conv2dNormActivation(3, 8, kernel_size=3, stride=2, activation_layer=nn.Hardswish)
print(c, c.out_channels)
se = SqueezeExcitation(8, 2)
print(se)
torch.manual_seed(0)
y = torch.randn(1, 3, 8, 8)
c.eval()
sc = torch.jit.script(c)
print(torch.allclose(sc(y), c(y)), tuple(sc(y).shape))
print(torch.allclose(torch.jit.script(se)(c(y)), se(c(y))))
