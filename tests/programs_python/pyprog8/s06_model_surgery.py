# Model surgery: deepcopy, apply(init), freezing, replacing layers by name, dtype conversion, EMA weights.
import copy
import torch
import torch.nn as nn


def init_weights(m):
    if isinstance(m, nn.Linear):
        nn.init.constant_(m.weight, 0.1)
        nn.init.zeros_(m.bias)
    elif isinstance(m, nn.BatchNorm1d):
        nn.init.ones_(m.weight)


model = nn.Sequential(nn.Linear(3, 4), nn.BatchNorm1d(4), nn.ReLU(), nn.Linear(4, 2))
model.apply(init_weights)
ema = copy.deepcopy(model)
for p in ema.parameters():
    p.requires_grad_(False)
print(model[0].weight is ema[0].weight, torch.equal(model[0].weight, ema[0].weight))

for name, p in model.named_parameters():
    if name.startswith("0."):
        p.requires_grad = False
print([n for n, p in model.named_parameters() if p.requires_grad])
opt = torch.optim.SGD(filter(lambda p: p.requires_grad, model.parameters()), lr=0.5)
x = torch.ones(4, 3)
x[1] *= 2
loss = model(x).pow(2).mean()
loss.backward()
opt.step()
print(model[0].weight.grad, torch.round(model[3].weight, decimals=4))

decay = 0.9
with torch.no_grad():
    for e, m in zip(ema.parameters(), model.parameters()):
        e.mul_(decay).add_(m, alpha=1 - decay)
print(torch.round(ema[3].weight, decimals=4))

model[2] = nn.LeakyReLU(0.1)
setattr(model, "3", nn.Linear(4, 5))
print(model)
d = model.double()
print(d[0].weight.dtype, d(torch.ones(2, 3, dtype=torch.float64)).dtype)
print(model.half()[0].weight.dtype, model.float()[0].weight.dtype)
model.eval()
print(model.training, model[1].training, model[1].running_mean.shape, model[1].num_batches_tracked)
child_names = [n for n, _ in model.named_children()]
print(child_names, len(list(model.modules())), model[-1].out_features, model[:2])
del model[1]
print(len(model), type(model[1]).__name__)
