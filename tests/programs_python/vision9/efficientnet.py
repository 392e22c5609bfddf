# EfficientNet B0 / V2-S: parameter counts, stochastic depth schedule, seeded weights, forward.
import torch
import torchvision

torch.manual_seed(0)
m = torchvision.models.efficientnet_b0(num_classes=10)
print(sum(p.numel() for p in m.parameters()))
print(m.features[2][1])
print([round(b.stochastic_depth.p, 4) for stage in m.features[1:-1] for b in stage])
print(round(m.features[3][0].block[0][0].weight.sum().item(), 4), round(m.classifier[1].weight.sum().item(), 4))
m.eval()
with torch.no_grad():
    out = m(torch.randn(1, 3, 64, 64))
print(out.shape, torch.round(out, decimals=4))
m.train()
torch.manual_seed(1)
loss = m(torch.randn(4, 3, 64, 64)).square().mean()
loss.backward()
print(round(loss.item(), 4), round(m.classifier[1].weight.grad.abs().sum().item(), 1))
v2 = torchvision.models.efficientnet_v2_s()
print(sum(p.numel() for p in v2.parameters()), v2.features[1][0], v2.features[0][1])
print(sum(p.numel() for p in torchvision.models.efficientnet_b3().parameters()))
