# Comparing optimizers on the Rosenbrock function, with param groups and weight decay.
import torch


def rosenbrock(p):
    x, y = p[0], p[1]
    return (1 - x) ** 2 + 100 * (y - x ** 2) ** 2


def run(opt_cls, steps=50, **kw):
    p = torch.tensor([-1.0, 1.0], requires_grad=True)
    opt = opt_cls([p], **kw)
    for _ in range(steps):
        opt.zero_grad()
        loss = rosenbrock(p)
        loss.backward()
        opt.step()
    return round(rosenbrock(p).item(), 3), [round(v, 3) for v in p.tolist()]


for name, cls, kw in [
    ("SGD", torch.optim.SGD, dict(lr=1e-3, momentum=0.9)),
    ("Adam", torch.optim.Adam, dict(lr=0.05)),
    ("AdamW", torch.optim.AdamW, dict(lr=0.05, weight_decay=0.1)),
    ("RMSprop", torch.optim.RMSprop, dict(lr=0.01)),
    ("Adagrad", torch.optim.Adagrad, dict(lr=0.5)),
    ("Adamax", torch.optim.Adamax, dict(lr=0.1)),
    ("NAdam", torch.optim.NAdam, dict(lr=0.05)),
]:
    print(f"{name:8s}", *run(cls, **kw))

w = torch.nn.Parameter(torch.ones(2))
b = torch.nn.Parameter(torch.zeros(1))
opt = torch.optim.SGD([{"params": [w], "weight_decay": 0.5}, {"params": [b], "lr": 1.0}], lr=0.1)
print(len(opt.param_groups), [g["lr"] for g in opt.param_groups], [g["weight_decay"] for g in opt.param_groups])
(w.sum() + 2 * b.sum()).backward()
opt.step()
print(w.data, b.data)
opt.zero_grad()
print(w.grad, b.grad)
opt.add_param_group({"params": [torch.nn.Parameter(torch.zeros(3))], "lr": 0.01})
print([len(g["params"]) for g in opt.param_groups], opt.param_groups[2]["momentum"])
print(opt)
try:
    torch.optim.Adam([w], lr=-1)
except ValueError as e:
    print("ValueError:", e)
