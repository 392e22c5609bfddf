import copy
import torch
import torch.nn as nn

torch.manual_seed(9)
model = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 1))
ema = copy.deepcopy(model)
for p in ema.parameters():
    p.requires_grad_(False)
opt = torch.optim.Adam(model.parameters(), lr=0.05)
x = torch.randn(10, 3)
y = torch.randn(10, 1)

@torch.no_grad()
def update_ema(ema_model, model, decay=0.9):
    for ep, mp in zip(ema_model.parameters(), model.parameters()):
        ep.mul_(decay).add_(mp, alpha=1 - decay)

for i in range(20):
    opt.zero_grad()
    loss = nn.functional.mse_loss(model(x), y)
    loss.backward()
    opt.step()
    update_ema(ema, model)
print(round(loss.item(), 5))
print(round(nn.functional.mse_loss(ema(x), y).item(), 5))
print(model[0].weight is ema[0].weight, torch.equal(model[0].weight, ema[0].weight))
clone = copy.deepcopy(model)
print(clone)
print(all(torch.equal(a, b) for a, b in zip(clone.state_dict().values(), model.state_dict().values())))
shallow = copy.copy(model)
print(shallow[0] is model[0])
cfg = {"layers": [1, 2, {"a": [3]}]}
deep = copy.deepcopy(cfg)
deep["layers"][2]["a"].append(4)
print(cfg, deep)
t = torch.tensor([1.0, 2.0], requires_grad=True)
tc = copy.deepcopy(t)
print(tc.requires_grad, tc is t, tc.data_ptr() != t.data_ptr())
