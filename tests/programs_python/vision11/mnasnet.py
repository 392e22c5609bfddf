# MNASNet from torchvision: stacked inverted residuals, _round_to_multiple_of depths, init under a seed.
import torch
from torchvision import models
from torchvision.models.mnasnet import MNASNet

torch.manual_seed(0)
m = models.mnasnet0_5(num_classes=10)
print(m)
sd = m.state_dict()
print(len(sd), sum(v.numel() for v in sd.values()))
print(list(sd)[:5], list(sd)[-3:])
print(round(m.layers[0].weight.std().item(), 5), round(m.classifier[1].weight.std().item(), 5))
m.eval()
x = torch.randn(1, 3, 32, 32)
with torch.no_grad():
    y = m.layers(x)
    z = m(x)
print(y.shape, round(y.sum().item(), 2), z.shape)
for name in ["mnasnet0_75", "mnasnet1_0", "mnasnet1_3"]:
    b = getattr(models, name)()
    print(name, b.layers[0].out_channels, b.layers[8][0].layers[0].in_channels, sum(p.numel() for p in b.parameters()))
net = MNASNet(0.25, num_classes=2, dropout=0.5)
net.train()
out = net(torch.randn(2, 3, 32, 32))
out.sum().backward()
print(out.shape, net.layers[0].weight.grad.shape, net.classifier)
