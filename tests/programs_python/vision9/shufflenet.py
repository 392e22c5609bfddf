# ShuffleNetV2 x0.5 / x1.0: default PyTorch init in torchvision's order, forward, one train step.
import torch
import torchvision

torch.manual_seed(0)
m = torchvision.models.shufflenet_v2_x0_5(num_classes=10)
print(sum(p.numel() for p in m.parameters()))
print(m.stage2[0])
print(m.stage2[1].branch1)
print(round(m.conv1[0].weight.sum().item(), 4), round(m.fc.weight.sum().item(), 4))
x = torch.randn(2, 3, 64, 64)
m.eval()
with torch.no_grad():
    print(torch.round(m(x), decimals=3))
print(sum(p.numel() for p in torchvision.models.shufflenet_v2_x1_0().parameters()))
