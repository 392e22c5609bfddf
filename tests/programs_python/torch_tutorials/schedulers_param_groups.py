import copy
import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.LayerNorm(8), nn.ReLU(), nn.Linear(8, 1))
decay, no_decay = [], []
for name, p in model.named_parameters():
    (no_decay if name.endswith("bias") or p.dim() == 1 else decay).append(p)
print(len(decay), len(no_decay))
opt = torch.optim.AdamW([{"params": decay, "weight_decay": 0.01}, {"params": no_decay, "weight_decay": 0.0}], lr=0.01)
print([g["weight_decay"] for g in opt.param_groups], opt.defaults["weight_decay"])
sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=0.1, total_steps=10)
lrs = []
x = torch.randn(16, 4)
y = x.sum(1, keepdim=True)
best, best_state, patience = float("inf"), None, 0
for step in range(10):
    opt.zero_grad()
    loss = nn.functional.mse_loss(model(x), y)
    loss.backward()
    opt.step()
    sched.step()
    lrs.append(round(opt.param_groups[0]["lr"], 5))
    if loss.item() < best - 1e-4:
        best, best_state, patience = loss.item(), copy.deepcopy(model.state_dict()), 0
    else:
        patience += 1
print(lrs)
print(best_state is not None, sorted(best_state.keys())[:2])
opt2 = torch.optim.SGD(model.parameters(), lr=1.0)
plateau = torch.optim.lr_scheduler.ReduceLROnPlateau(opt2, mode="min", factor=0.5, patience=1)
for v in [1.0, 0.9, 0.95, 0.96, 0.97, 0.5, 0.6, 0.7]:
    plateau.step(v)
    print(v, opt2.param_groups[0]["lr"])
opt3 = torch.optim.SGD(model.parameters(), lr=0.5)
exp = torch.optim.lr_scheduler.ExponentialLR(opt3, gamma=0.9)
for _ in range(3):
    opt3.step()
    exp.step()
print([round(l, 4) for l in exp.get_last_lr()], exp.last_epoch)
sd = opt.state_dict()
print(sorted(sd["param_groups"][0].keys()))
opt4 = torch.optim.AdamW(model.parameters(), lr=0.01)
print(len(opt4.state_dict()["state"]))
vec = torch.nn.utils.parameters_to_vector(model.parameters())
print(vec.shape, sum(p.numel() for p in model.parameters()))
torch.nn.utils.vector_to_parameters(torch.zeros_like(vec), model.parameters())
print(model[0].weight.abs().sum().item())
