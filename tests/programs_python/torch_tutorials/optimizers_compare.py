import torch
import torch.nn as nn


def rosenbrock(xy):
    x, y = xy
    return (1 - x) ** 2 + 100 * (y - x ** 2) ** 2


results = {}
for name, make in [
    ("SGD", lambda p: torch.optim.SGD(p, lr=1e-3)),
    ("SGD+momentum", lambda p: torch.optim.SGD(p, lr=1e-3, momentum=0.9, nesterov=True)),
    ("Adam", lambda p: torch.optim.Adam(p, lr=0.05)),
    ("AdamW", lambda p: torch.optim.AdamW(p, lr=0.05, weight_decay=0.01)),
    ("RMSprop", lambda p: torch.optim.RMSprop(p, lr=0.01)),
    ("Adagrad", lambda p: torch.optim.Adagrad(p, lr=0.1)),
]:
    xy = torch.tensor([-1.5, 2.0], requires_grad=True)
    opt = make([xy])
    for i in range(200):
        opt.zero_grad()
        loss = rosenbrock(xy)
        loss.backward()
        opt.step()
    results[name] = (round(loss.item(), 3), [round(v, 3) for v in xy.tolist()])
for k, v in results.items():
    print(f"{k:>14}: loss={v[0]:<8} xy={v[1]}")
best = min(results, key=lambda k: results[k][0])
print("best:", best)

torch.manual_seed(0)
model = nn.Linear(3, 1)
opt = torch.optim.SGD([
    {"params": [model.weight]},
    {"params": [model.bias], "lr": 0.5},
], lr=0.1, momentum=0.5)
print([g["lr"] for g in opt.param_groups], [g["momentum"] for g in opt.param_groups])
sched = torch.optim.lr_scheduler.LambdaLR(opt, lr_lambda=lambda epoch: 0.9 ** epoch)
x = torch.randn(8, 3)
y = x @ torch.tensor([[1.0], [-2.0], [0.5]]) + 0.3
for epoch in range(5):
    opt.zero_grad()
    loss = ((model(x) - y) ** 2).mean()
    loss.backward()
    opt.step()
    sched.step()
    print(epoch, [round(g["lr"], 4) for g in opt.param_groups])
print(round(model.bias.item(), 4))
opt.zero_grad(set_to_none=True)
print(model.weight.grad)
ms = torch.optim.lr_scheduler.MultiStepLR(torch.optim.SGD([torch.zeros(1, requires_grad=True)], lr=1.0),
                                          milestones=[2, 4], gamma=0.1)
lrs = []
for _ in range(6):
    lrs.append(ms.get_last_lr()[0])
    ms.optimizer.step()
    ms.step()
print([round(l, 6) for l in lrs])
cos = torch.optim.lr_scheduler.CosineAnnealingLR(torch.optim.SGD([torch.zeros(1, requires_grad=True)], lr=1.0), T_max=4)
vals = []
for _ in range(5):
    vals.append(round(cos.get_last_lr()[0], 4))
    cos.optimizer.step()
    cos.step()
print(vals)
