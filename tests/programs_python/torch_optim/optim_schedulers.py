import torch
import torch.nn as nn

torch.manual_seed(0)
w = nn.Parameter(torch.tensor([1.0, -2.0, 3.0]))
opt = torch.optim.SGD([w], lr=0.1, momentum=0.9, weight_decay=0.01)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=2, gamma=0.5)
lrs = []
for epoch in range(6):
    opt.zero_grad()
    loss = (w ** 2).sum()
    loss.backward()
    opt.step()
    sched.step()
    lrs.append(round(opt.param_groups[0]["lr"], 6))
print(lrs)
print(w.detach().round(decimals=4))
model = nn.Linear(2, 1)
adam = torch.optim.Adam(model.parameters(), lr=0.01, betas=(0.9, 0.99))
x = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
y = torch.tensor([[1.0], [2.0]])
for _ in range(5):
    adam.zero_grad()
    nn.functional.mse_loss(model(x), y).backward()
    adam.step()
state = adam.state_dict()
print(sorted(state.keys()), len(state["state"]), state["param_groups"][0]["betas"])
print(state["state"][0]["step"], sorted(state["state"][0].keys()))
opt2 = torch.optim.SGD(model.parameters(), lr=1.0)
lam = torch.optim.lr_scheduler.LambdaLR(opt2, lr_lambda=lambda e: 0.5 ** e)
print([round(g["lr"], 4) for g in opt2.param_groups])
for _ in range(3):
    opt2.step()
    lam.step()
print(lam.get_last_lr(), lam.last_epoch)
opt3 = torch.optim.SGD([nn.Parameter(torch.zeros(1))], lr=0.1)
exp = torch.optim.lr_scheduler.ExponentialLR(opt3, gamma=0.9)
for _ in range(2):
    opt3.step()
    exp.step()
print(round(exp.get_last_lr()[0], 6))
groups = torch.optim.SGD([{"params": [w]}, {"params": model.parameters(), "lr": 0.5}], lr=0.1)
print([g["lr"] for g in groups.param_groups], len(groups.param_groups[1]["params"]))
