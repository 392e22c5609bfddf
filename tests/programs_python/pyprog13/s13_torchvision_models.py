import torch
import torchvision

torch.manual_seed(13)
m = torchvision.models.resnet18(weights=None, num_classes=7)
m.eval()
x = torch.randn(1, 3, 64, 64)
with torch.no_grad():
    y = m(x)
print(y.shape)
print(sum(p.numel() for p in m.parameters()))
print(type(m.layer1[0]).__name__, m.fc)
m2 = torchvision.models.mobilenet_v2(weights=None, num_classes=3)
m2.eval()
with torch.no_grad():
    print(m2(torch.randn(1, 3, 32, 32)).shape)
print(m2.classifier)
m3 = torchvision.models.vgg11(weights=None)
print(len(m3.features), m3.classifier[-1])
