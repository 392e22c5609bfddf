# Inception v3 from torchvision: minimum 75x75 input, InceptionOutputs in train mode, init under a seed.
import warnings
import torch
from torchvision import models
from torchvision.models.inception import InceptionOutputs, InceptionA, InceptionAux

warnings.simplefilter("ignore")
torch.manual_seed(0)
m = models.inception_v3(num_classes=10, init_weights=True)
print(m.Mixed_5b)
print(m.AuxLogits)
print(m.fc, m.dropout, m.avgpool)
names = [n for n, _ in m.named_children()]
print(names)
sd = m.state_dict()
print(len(sd), sum(v.numel() for v in sd.values()))
for k in list(sd)[:6] + list(sd)[-6:]:
    print(k, tuple(sd[k].shape))
print(round(m.Conv2d_1a_3x3.conv.weight.sum().item(), 4), round(m.fc.weight.std().item(), 5))

x = torch.randn(2, 3, 75, 75) * 0.1
xt = torch.randn(2, 3, 299, 299) * 0.1
m.eval()
with torch.no_grad():
    y = m(x)
print(type(y).__name__, y.shape, round(y.abs().sum().item() / 1e6, 2))

m.train()
with torch.no_grad():
    out = m(xt)
print(type(out).__name__, isinstance(out, InceptionOutputs), out._fields)
print(out.logits.shape, out.aux_logits.shape)
print(round(m.Mixed_7c.branch_pool.bn.running_mean.sum().item(), 3), m.Mixed_7c.branch_pool.bn.num_batches_tracked)

m2 = models.inception_v3(aux_logits=False, num_classes=3, init_weights=False)
print(m2.AuxLogits, m2.transform_input)
print(InceptionA(8, pool_features=4).branch_pool)
print(InceptionAux(16, 5).fc)
