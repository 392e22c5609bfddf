import copy
import torch
import torch.nn as nn

torch.manual_seed(24)
model = nn.Linear(4, 1)
init_state = copy.deepcopy(model.state_dict())
opt = torch.optim.SGD(model.parameters(), lr=1e-4, momentum=0.9)
opt_state = copy.deepcopy(opt.state_dict())
x, y = torch.randn(32, 4), torch.randn(32, 1)
lrs, losses = [], []
mult = (1.0 / 1e-4) ** (1 / 8)
lr = 1e-4
for i in range(8):
    for g in opt.param_groups:
        g["lr"] = lr
    loss = nn.functional.mse_loss(model(x), y)
    opt.zero_grad(); loss.backward(); opt.step()
    lrs.append(f"{lr:.2e}")
    losses.append(loss.item())
    lr *= mult
print(lrs)
print(all(l == l for l in losses))
model.load_state_dict(init_state)
opt.load_state_dict(opt_state)
print(torch.equal(model.weight, init_state["weight"]), len(opt.state), opt.param_groups[0]["lr"])
clone = copy.deepcopy(model)
print(clone.weight is model.weight, torch.equal(clone.weight, model.weight))
clone.weight.data.fill_(1.0)
print(model.weight.sum().item() != 4.0)
