# ConvNeXt from torchvision: LayerNorm2d, CNBlock with layer scale, StochasticDepth schedule, init under a seed.
import torch
from torchvision import models
from torchvision.models.convnext import CNBlock, CNBlockConfig, LayerNorm2d, ConvNeXt

torch.manual_seed(0)
m = models.convnext_tiny(num_classes=10)
print(m.features[0])
print(m.features[1][0])
print(m.features[2])
print(m.classifier)
print([blk.stochastic_depth.p for blk in m.features[5]][:3])
sd = m.state_dict()
print(len(sd), sum(v.numel() for v in sd.values()))
for k in list(sd)[:8] + list(sd)[-4:]:
    print(k, tuple(sd[k].shape))
print(round(m.features[0][0].weight.std().item(), 5), round(m.classifier[2].weight.std().item(), 5))
print(m.features[1][0].layer_scale.flatten()[:3])
m.eval()
x = torch.randn(1, 3, 32, 32)
with torch.no_grad():
    y = m(x)
print(y.shape, round(y.sum().item(), 3), torch.round(y[0, :5], decimals=4))

cfg = [CNBlockConfig(8, 16, 1), CNBlockConfig(16, None, 2)]
print(cfg[0], cfg[1])
tiny = ConvNeXt(cfg, stochastic_depth_prob=0.2, num_classes=3)
print(tiny)
tiny.train()
out = tiny(torch.randn(2, 3, 16, 16))
out.sum().backward()
print(out.shape, tiny.features[1][0].layer_scale.grad.shape)
ln = LayerNorm2d(4)
print(ln, torch.round(ln(torch.arange(32.0).reshape(1, 4, 2, 4))[0, :, 0, 0], decimals=4))
print([len(s) for s in m.features[1::2]], [blk.stochastic_depth.p for blk in m.features[7]])
