# DenseNet-121: parameter count, module names, seeded init, small forward.
import torch
import torchvision

torch.manual_seed(0)
d = torchvision.models.densenet121(num_classes=10)
print(sum(p.numel() for p in d.parameters()))
print([n for n, _ in d.features.named_children()])
print(d.features.denseblock1.denselayer1)
print(d.features.transition1)
print(round(d.features.conv0.weight.sum().item(), 4))
d.eval()
with torch.no_grad():
    out = d(torch.randn(1, 3, 32, 32))
print(out.shape, round(out.sum().item(), 3))
