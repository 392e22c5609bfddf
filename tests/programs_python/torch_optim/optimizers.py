import torch


def run(make, steps=4):
    torch.manual_seed(0)
    w = torch.randn(3, 2, requires_grad=True)
    b = torch.zeros(2, requires_grad=True)
    x = torch.randn(5, 3)
    y = torch.randn(5, 2)
    opt = make([w, b])
    for _ in range(steps):
        opt.zero_grad()
        loss = ((x @ w + b - y) ** 2).mean()
        loss.backward()
        opt.step()
    print(type(opt).__name__, round(loss.item(), 5), [round(v, 5) for v in w.flatten().tolist()])


run(lambda p: torch.optim.SGD(p, lr=0.1))
run(lambda p: torch.optim.SGD(p, lr=0.05, momentum=0.9, nesterov=True, weight_decay=0.01))
run(lambda p: torch.optim.SGD(p, lr=0.05, momentum=0.5, dampening=0.1))
run(lambda p: torch.optim.Adam(p, lr=0.01))
run(lambda p: torch.optim.Adam(p, lr=0.01, weight_decay=0.1, amsgrad=True))
run(lambda p: torch.optim.AdamW(p, lr=0.01))
groups = torch.optim.SGD([{"params": [torch.zeros(1, requires_grad=True)]},
                          {"params": [torch.zeros(1, requires_grad=True)], "lr": 0.5}], lr=0.1)
print([g["lr"] for g in groups.param_groups])
try:
    torch.optim.SGD([], lr=0.1)
except ValueError as e:
    print("ValueError:", e)
opt = torch.optim.SGD([torch.zeros(1, requires_grad=True)], lr=1.0)
sched = torch.optim.lr_scheduler.ExponentialLR(opt, gamma=0.5)
for _ in range(3):
    opt.step()
    sched.step()
print(sched.get_last_lr())
