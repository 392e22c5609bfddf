# RegNet X/Y from torchvision: block widths from the linear parameterization, SE blocks, init under a seed.
import torch
from torchvision import models
from torchvision.models.regnet import BlockParams, RegNet, SimpleStemIN, ResBottleneckBlock

torch.manual_seed(0)
m = models.regnet_y_400mf(num_classes=10)
print(m.stem)
print(m.trunk_output.block1)
print(m.fc, m.avgpool)
sd = m.state_dict()
print(len(sd), sum(v.numel() for v in sd.values()))
for k in list(sd)[:6] + list(sd)[-4:]:
    print(k, tuple(sd[k].shape))
print(round(m.stem[0].weight.std().item(), 5), round(m.fc.weight.std().item(), 5))
m.eval()
x = torch.randn(1, 3, 32, 32)
with torch.no_grad():
    y = m(x)
print(y.shape, round(y.sum().item(), 3), torch.round(y[0, :5], decimals=4))

for name in ["regnet_x_400mf", "regnet_y_800mf", "regnet_x_1_6gf", "regnet_y_1_6gf"]:
    b = getattr(models, name)()
    widths = [s[0].proj[0].out_channels if s[0].proj is not None else None for s in b.trunk_output]
    print(name, [len(s) for s in b.trunk_output], widths, sum(p.numel() for p in b.parameters()))
bp = BlockParams.from_init_params(depth=13, w_0=24, w_a=36.44, w_m=2.49, group_width=8, se_ratio=0.25)
print(bp.depths, bp.widths, bp.group_widths, bp.bottleneck_multipliers, bp.strides, bp.se_ratio)
print(list(bp._get_expanded_params()))
torch.manual_seed(1)
net = RegNet(bp, num_classes=4)
net.train()
out = net(torch.randn(2, 3, 64, 64))
out.sum().backward()
print(out.shape, round(out.sum().item(), 3), net.stem[0].weight.grad.shape)
