# MobileNetV3 small/large: parameter counts, blocks with squeeze-excitation, seeded forward.
import torch
import torchvision

torch.manual_seed(0)
s = torchvision.models.mobilenet_v3_small(num_classes=10)
print(sum(p.numel() for p in s.parameters()))
print(s.features[1])
print(s.classifier)
print(round(s.features[4].block[0][0].weight.sum().item(), 4))
s.eval()
with torch.no_grad():
    out = s(torch.randn(1, 3, 64, 64))
print(out.shape, torch.round(out, decimals=4))
l = torchvision.models.mobilenet_v3_large(reduced_tail=True, width_mult=0.75)
print(sum(p.numel() for p in l.parameters()), l.classifier[0])
print(l.features[-1])
