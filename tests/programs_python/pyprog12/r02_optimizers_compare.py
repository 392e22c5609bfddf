import torch
import torch.nn as nn

def rosen(p):
    x, y = p[0], p[1]
    return (1 - x) ** 2 + 100 * (y - x ** 2) ** 2

results = {}
for name, make in [
    ("SGD", lambda ps: torch.optim.SGD(ps, lr=1e-3)),
    ("SGD-nesterov", lambda ps: torch.optim.SGD(ps, lr=1e-3, momentum=0.9, nesterov=True)),
    ("Adam", lambda ps: torch.optim.Adam(ps, lr=0.05)),
    ("AdamW-amsgrad", lambda ps: torch.optim.AdamW(ps, lr=0.05, amsgrad=True)),
    ("RMSprop", lambda ps: torch.optim.RMSprop(ps, lr=0.01, alpha=0.9, centered=True)),
    ("Adagrad", lambda ps: torch.optim.Adagrad(ps, lr=0.5)),
    ("Adadelta", lambda ps: torch.optim.Adadelta(ps, lr=1.0)),
    ("Adamax", lambda ps: torch.optim.Adamax(ps, lr=0.05)),
    ("NAdam", lambda ps: torch.optim.NAdam(ps, lr=0.05)),
    ("RAdam", lambda ps: torch.optim.RAdam(ps, lr=0.05)),
    ("ASGD", lambda ps: torch.optim.ASGD(ps, lr=1e-3)),
    ("Rprop", lambda ps: torch.optim.Rprop(ps, lr=0.01)),
]:
    p = nn.Parameter(torch.tensor([-1.5, 2.0]))
    opt = make([p])
    for _ in range(50):
        opt.zero_grad()
        loss = rosen(p)
        loss.backward()
        opt.step()
    results[name] = round(rosen(p).item(), 3)
for k, v in results.items():
    print(f"{k:>14}: {v}")
p = nn.Parameter(torch.tensor([1.0, 1.0]))
lb = torch.optim.LBFGS([p], lr=1, max_iter=20)
q = nn.Parameter(torch.tensor([-1.0, 1.0]))
lb = torch.optim.LBFGS([q], lr=1, max_iter=50, line_search_fn="strong_wolfe")
def closure():
    lb.zero_grad()
    l = rosen(q)
    l.backward()
    return l
for _ in range(3):
    lb.step(closure)
print(round(rosen(q).item(), 4))
print(torch.optim.Adam([nn.Parameter(torch.zeros(1))]).defaults)
