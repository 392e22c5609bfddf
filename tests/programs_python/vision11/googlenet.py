# GoogLeNet (Inception v1) from torchvision: structure, init under a seed, eval and train outputs.
import warnings
import torch
from torchvision import models
from torchvision.models.googlenet import GoogLeNetOutputs, BasicConv2d, Inception

warnings.simplefilter("ignore")
torch.manual_seed(0)
m = models.googlenet(num_classes=10)
print(m)
sd = m.state_dict()
print(len(sd), sum(v.numel() for v in sd.values()))
for k in list(sd)[:8] + list(sd)[-8:]:
    print(k, tuple(sd[k].shape))
print(round(m.conv1.conv.weight.sum().item(), 4), round(m.fc.weight.std().item(), 5))
print(round(m.aux1.fc2.weight.abs().max().item(), 4))

x = torch.randn(2, 3, 64, 64)
m.eval()
with torch.no_grad():
    y = m(x)
print(type(y).__name__, y.shape, torch.round(y[:, :5], decimals=4))

m.train()
out = m(x)
print(type(out).__name__, isinstance(out, GoogLeNetOutputs), out._fields)
print(out.logits.shape, out.aux_logits2.shape, out.aux_logits1.shape)
loss = out.logits.sum() + 0.3 * (out.aux_logits1.sum() + out.aux_logits2.sum())
loss.backward()
print(m.conv1.conv.weight.grad.shape, m.aux2.fc1.weight.grad is not None)

m2 = models.googlenet(aux_logits=False, num_classes=4, transform_input=True, init_weights=False)
print(m2.aux1, m2.aux2, m2.transform_input, "aux1.fc2.weight" in m2.state_dict())
m2.train()
print(type(m2(x)).__name__)
print(BasicConv2d(3, 8, kernel_size=3, padding=1))
print(Inception(16, 4, 4, 8, 2, 4, 4).branch4)
