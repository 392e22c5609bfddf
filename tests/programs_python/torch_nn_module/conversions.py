# Module.to / double / float / half / cpu, deepcopy of a model, zero_grad,
# __dir__, and a model passed around as a value.
import copy

import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 2), nn.BatchNorm1d(2))
model.double()
print(model[0].weight.dtype, model[1].running_mean.dtype, model[1].num_batches_tracked.dtype)
print(type(model[0].weight).__name__, model[0].weight.requires_grad)
x = torch.randn(4, 3, dtype=torch.float64)
print(model(x).dtype)
model.float()
print(model[0].weight.dtype)
print(model.to(torch.float64)[0].bias.dtype)
print(model.to("cpu") is model, model.cpu() is model)
model.to(dtype=torch.float32)
print(model[0].weight.dtype)
try:
    model.to(torch.int64)
except TypeError as e:
    print("TypeError", e)
model.half()
print(model[0].weight.dtype)
model.float()

clone = copy.deepcopy(model)
print(clone)
print(clone[0].weight is model[0].weight, torch.equal(clone[0].weight, model[0].weight))
with torch.no_grad():
    clone[0].weight.fill_(1.0)
print(model[0].weight.sum().item() != clone[0].weight.sum().item())
print(type(clone[0].weight).__name__)

model.zero_grad()
model.zero_grad(set_to_none=True)
print([p.grad for p in model.parameters()])

names = dir(model[0])
print("weight" in names, "forward" in names, "in_features" in names, "_parameters" in names)
print([n for n in dir(model) if n in ("0", "1")])


def count_params(m: nn.Module) -> int:
    return sum(p.numel() for p in m.parameters() if p.requires_grad)


print(count_params(model), count_params(nn.Conv2d(3, 8, 3)))
