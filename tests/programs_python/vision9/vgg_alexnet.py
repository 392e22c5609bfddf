# VGG11 / VGG11-BN / VGG16 / AlexNet: seeded init, structure and forward shapes.
import torch
from torchvision import models

torch.manual_seed(0)
v = models.vgg11(num_classes=10)
print(sum(p.numel() for p in v.parameters()))
print(round(v.features[0].weight.std().item(), 5), round(v.classifier[0].weight.std().item(), 5))
print(v.classifier)
vb = models.vgg11_bn(num_classes=10)
print(len(vb.features), vb.features[1])
v16 = models.vgg16()
print(sum(p.numel() for p in v16.parameters()))
a = models.alexnet(num_classes=7)
print(a)
print(round(a.features[0].weight.sum().item(), 4))
a.eval()
with torch.no_grad():
    out = a(torch.randn(1, 3, 64, 64))
print(out.shape, round(out.sum().item(), 4))
vb.eval()
with torch.no_grad():
    out = vb(torch.randn(1, 3, 32, 32))
print(out.shape, out.argmax().item())
