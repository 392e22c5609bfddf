import torch
import torch.nn as nn

torch.manual_seed(7)
model = nn.Sequential(nn.Linear(4, 8), nn.BatchNorm1d(8), nn.ReLU(), nn.Linear(8, 1))
decay, no_decay = [], []
for name, p in model.named_parameters():
    if name.endswith("bias") or "1." in name:
        no_decay.append(name)
    else:
        decay.append(name)
print(decay)
print(no_decay)
params = dict(model.named_parameters())
opt = torch.optim.AdamW([
    {"params": [params[n] for n in decay], "weight_decay": 0.1},
    {"params": [params[n] for n in no_decay], "weight_decay": 0.0, "lr": 1e-2},
], lr=1e-3)
for g in opt.param_groups:
    print(len(g["params"]), g["lr"], g["weight_decay"], g["betas"], g["amsgrad"])
x = torch.randn(16, 4)
y = torch.randn(16, 1)
for i in range(5):
    opt.zero_grad()
    loss = nn.functional.mse_loss(model(x), y)
    loss.backward()
    opt.step()
print(round(loss.item(), 4))
sd = opt.state_dict()
print(sd["param_groups"][1]["params"], list(sd["state"].keys())[:3])
print(sorted(sd["state"][0].keys()))
print(sd["state"][0]["step"])
opt.add_param_group({"params": [nn.Parameter(torch.zeros(2))]})
print(len(opt.param_groups), opt.param_groups[2]["lr"], opt.param_groups[2]["weight_decay"])
