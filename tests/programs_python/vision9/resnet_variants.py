# ResNet-34/50 structure, num_classes, zero_init_residual, custom ResNet from blocks.
import torch
import torchvision.models as models
from torchvision.models.resnet import BasicBlock, Bottleneck, ResNet

torch.manual_seed(1)
m34 = models.resnet34(num_classes=10)
print(sum(p.numel() for p in m34.parameters()), m34.fc)
m50 = models.resnet50(zero_init_residual=True)
print(sum(p.numel() for p in m50.parameters()))
print(m50.layer1[0].bn3.weight.abs().sum().item(), m50.layer1[0].bn2.weight.sum().item())
print(m50.layer3[0])
small = ResNet(BasicBlock, [1, 1, 1, 1], num_classes=5)
print(round(small.conv1.weight.sum().item(), 4), round(small.fc.weight.sum().item(), 4))
small.eval()
with torch.no_grad():
    out = small(torch.randn(2, 3, 32, 32))
print(out.shape, torch.round(out, decimals=3))
print(isinstance(m50.layer4[2], Bottleneck), Bottleneck.expansion, BasicBlock.expansion)
