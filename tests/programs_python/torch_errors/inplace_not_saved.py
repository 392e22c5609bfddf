import torch
import torch.nn as nn
import torch.nn.functional as F
torch.manual_seed(0)
# patterns PyTorch accepts: in-place on outputs that are not saved
bn = nn.BatchNorm1d(3)
x = torch.randn(4, 3, requires_grad=True)
out = bn(x) + bn(x * 2)
out.sum().backward()
print("bn twice ok")
ln = nn.LayerNorm(3)
y = ln(x)
y += 1
y.sum().backward()
print("ln inplace ok")
c = torch.randn(1, 1, 4, 4, requires_grad=True)
p = F.max_pool2d(c * 1, 2)
p.relu_()
p.sum().backward()
print("pool relu_ ok")
d = F.dropout(x * 1, 0.5)
d.mul_(2)
d.sum().backward()
print("dropout inplace ok")
v, i = (x * 1).max(1)
z = x * 3
v2 = z.sum(1)
z.add_(1)
v2.sum().backward()
print("sum then inplace ok")
logits = x * 1
loss = F.cross_entropy(logits, torch.tensor([0, 1, 2, 0]))
logits.add_(1)
loss.backward()
print("ce then modify logits ok")
