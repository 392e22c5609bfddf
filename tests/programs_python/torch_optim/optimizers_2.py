import torch
import torch.nn as nn

def run(opt_fn, steps=5):
    torch.manual_seed(0)
    model = nn.Linear(3, 1)
    opt = opt_fn(model.parameters())
    x, y = torch.randn(8, 3), torch.randn(8, 1)
    for _ in range(steps):
        opt.zero_grad()
        loss = ((model(x) - y) ** 2).mean()
        loss.backward()
        opt.step()
    return round(loss.item(), 5), [round(v, 4) for v in model.weight.view(-1).tolist()]

print("sgd", run(lambda p: torch.optim.SGD(p, lr=0.1)))
print("nesterov", run(lambda p: torch.optim.SGD(p, lr=0.1, momentum=0.9, nesterov=True)))
print("sgd wd", run(lambda p: torch.optim.SGD(p, lr=0.1, weight_decay=0.1, dampening=0.1, momentum=0.5)))
print("adam", run(lambda p: torch.optim.Adam(p, lr=0.05)))
print("amsgrad", run(lambda p: torch.optim.Adam(p, lr=0.05, amsgrad=True)))
print("adamw", run(lambda p: torch.optim.AdamW(p, lr=0.05, weight_decay=0.1)))
print("adagrad", run(lambda p: torch.optim.Adagrad(p, lr=0.1)))
print("rmsprop", run(lambda p: torch.optim.RMSprop(p, lr=0.01, momentum=0.5, centered=True)))
print("adadelta", run(lambda p: torch.optim.Adadelta(p, lr=1.0)))
print("adamax", run(lambda p: torch.optim.Adamax(p, lr=0.05)))
print("nadam", run(lambda p: torch.optim.NAdam(p, lr=0.05)))
print("radam", run(lambda p: torch.optim.RAdam(p, lr=0.05)))
print("asgd", run(lambda p: torch.optim.ASGD(p, lr=0.05)))
print("rprop", run(lambda p: torch.optim.Rprop(p, lr=0.05)))
opt = torch.optim.Adam([nn.Parameter(torch.ones(1))], lr=1e-3)
print(opt)
print(opt.defaults)
