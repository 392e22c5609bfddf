# MobileNetV2 and SqueezeNet 1.0/1.1: parameter counts, seeded weights, forward.
import torch
import torchvision

torch.manual_seed(0)
m = torchvision.models.mobilenet_v2(num_classes=10)
print(sum(p.numel() for p in m.parameters()))
print(m.features[0], m.features[1])
print(round(m.features[2].conv[0][0].weight.sum().item(), 4))
m.eval()
x = torch.randn(1, 3, 64, 64)
with torch.no_grad():
    print(torch.round(m(x), decimals=3))
w = torchvision.models.mobilenet_v2(width_mult=0.5)
print(sum(p.numel() for p in w.parameters()), w.last_channel)
s0 = torchvision.models.squeezenet1_0()
s1 = torchvision.models.squeezenet1_1(num_classes=10)
print(sum(p.numel() for p in s0.parameters()), sum(p.numel() for p in s1.parameters()))
print(round(s1.classifier[1].weight.std().item(), 5), s1.features[3])
s1.eval()
with torch.no_grad():
    print(s1(x).shape, round(s1(x).sum().item(), 4))
