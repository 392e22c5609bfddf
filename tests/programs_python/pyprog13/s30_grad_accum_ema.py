import copy
import torch
import torch.nn as nn

torch.manual_seed(30)
model = nn.Linear(3, 1)
ema = copy.deepcopy(model)
for p in ema.parameters():
    p.requires_grad_(False)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
x, y = torch.randn(12, 3), torch.randn(12, 1)
accum = 3
for i, (xb, yb) in enumerate(zip(x.split(4), y.split(4))):
    loss = nn.functional.mse_loss(model(xb), yb) / accum
    loss.backward()
    if (i + 1) % accum == 0:
        opt.step()
        opt.zero_grad()
        with torch.no_grad():
            for pe, pm in zip(ema.parameters(), model.parameters()):
                pe.mul_(0.9).add_(pm, alpha=0.1)
print(model.weight.grad)
print(ema.weight.requires_grad, ema.weight.shape)
m2 = nn.Linear(3, 1)
m2.load_state_dict(model.state_dict())
print(torch.equal(m2.weight, model.weight))
swa = torch.optim.swa_utils.AveragedModel(model)
swa.update_parameters(model)
print(swa.n_averaged.item())
print(type(swa.module).__name__)
