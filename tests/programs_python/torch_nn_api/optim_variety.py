import torch
import torch.nn as nn


def make_data():
    g = torch.Generator().manual_seed(123)
    x = torch.randn(32, 3, generator=g)
    w_true = torch.tensor([[1.5], [-2.0], [0.5]])
    y = x @ w_true + 0.3
    return x, y


x, y = make_data()
results = {}
for name in ["SGD", "SGD-momentum", "Adam", "AdamW", "RMSprop", "Adagrad"]:
    torch.manual_seed(0)
    model = nn.Linear(3, 1)
    if name == "SGD":
        opt = torch.optim.SGD(model.parameters(), lr=0.1)
    elif name == "SGD-momentum":
        opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9, nesterov=True)
    elif name == "Adam":
        opt = torch.optim.Adam(model.parameters(), lr=0.1, betas=(0.9, 0.99))
    elif name == "AdamW":
        opt = torch.optim.AdamW(model.parameters(), lr=0.1, weight_decay=0.01)
    elif name == "RMSprop":
        opt = torch.optim.RMSprop(model.parameters(), lr=0.05)
    else:
        opt = torch.optim.Adagrad(model.parameters(), lr=0.5)
    loss_fn = nn.MSELoss()
    first = None
    for epoch in range(60):
        opt.zero_grad()
        loss = loss_fn(model(x), y)
        if first is None:
            first = loss.item()
        loss.backward()
        opt.step()
    results[name] = loss.item()
    print(f"{name:13s} improved={loss.item() < first} final<0.5={loss.item() < 0.5}")
    print("  ", type(opt).__name__, sorted(k for k in opt.defaults.keys())[:4])

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 1))
opt = torch.optim.SGD([
    {"params": model[0].parameters()},
    {"params": model[2].parameters(), "lr": 1e-3},
], lr=1e-2, momentum=0.9)
print([g["lr"] for g in opt.param_groups], [len(g["params"]) for g in opt.param_groups])
sched = torch.optim.lr_scheduler.MultiStepLR(opt, milestones=[2, 4], gamma=0.1)
lrs = []
for epoch in range(6):
    opt.zero_grad()
    nn.functional.mse_loss(model(x), y).backward()
    opt.step()
    sched.step()
    lrs.append([round(g["lr"], 8) for g in opt.param_groups])
print(lrs)
print(opt)
opt = torch.optim.SGD(nn.Linear(2, 1).parameters(), lr=0.1)
cos = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=4, eta_min=0.01)
seen = []
for epoch in range(10):
    opt.step()
    cos.step()
    seen.append(f"{cos.get_last_lr()[0]:.5f}")
print(seen)
print(opt.state_dict()["param_groups"][0]["initial_lr"])
