# VGG11 / VGG feature stacks / AlexNet: seeded init, structure and forward shapes.
import torch
from torchvision import models
from torchvision.models.vgg import make_layers, cfgs

torch.manual_seed(0)
v = models.vgg11(num_classes=10)
print(sum(p.numel() for p in v.parameters()))
print(round(v.features[0].weight.std().item(), 5), round(v.classifier[6].weight.std().item(), 5))
print(v.classifier)
v.eval()
with torch.no_grad():
    out = v(torch.randn(1, 3, 32, 32))
print(out.shape, round(out.sum().item(), 5), out.argmax().item())
f16 = make_layers(cfgs["D"], batch_norm=True)
print(len(f16), f16[1], sum(p.numel() for p in f16.parameters()))
print(round(f16[3].weight.sum().item(), 3))
a = models.alexnet(num_classes=7)
print(a)
print(round(a.features[0].weight.sum().item(), 4))
a.eval()
with torch.no_grad():
    out = a(torch.randn(1, 3, 64, 64))
print(out.shape, round(out.sum().item(), 4))
