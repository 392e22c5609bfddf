# torchvision.models.resnet18: seeded weights, parameter count, eval forward.
import torch
import torchvision
from torchvision.models import resnet18

print(torchvision.__version__)
torch.manual_seed(0)
model = resnet18()
print(sum(p.numel() for p in model.parameters()))
print(sum(b.numel() for b in model.buffers()))
print(round(sum(p.double().sum().item() for p in model.parameters()), 4))
print(model.conv1.weight[0, 0, 0])
print(model.fc.bias[:5])
model.eval()
x = torch.randn(1, 3, 64, 64)
with torch.no_grad():
    y = model(x)
print(y.shape, round(y.sum().item(), 3), y.argmax().item())
print(list(dict(model.named_children()).keys()))
print(type(model.layer1[0]).__name__, model.layer2[0].downsample)
