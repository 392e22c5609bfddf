import torch
from torch import nn
from torch.optim import lr_scheduler as S

def lrs(make_sched, steps=8, opt_cls=torch.optim.SGD, **okw):
    p = nn.Parameter(torch.zeros(1))
    opt = opt_cls([p], lr=0.1, **okw)
    sched = make_sched(opt)
    out = []
    for _ in range(steps):
        opt.step()
        sched.step()
        out.append(round(opt.param_groups[0]["lr"], 6))
    return out

print(lrs(lambda o: S.LambdaLR(o, lr_lambda=lambda e: 0.95 ** e)))
print(lrs(lambda o: S.MultiplicativeLR(o, lr_lambda=lambda e: 0.9)))
print(lrs(lambda o: S.CosineAnnealingLR(o, T_max=4, eta_min=0.01)))
print(lrs(lambda o: S.CosineAnnealingWarmRestarts(o, T_0=3, T_mult=2)))
print(lrs(lambda o: S.LinearLR(o, start_factor=0.25, total_iters=4)))
print(lrs(lambda o: S.ConstantLR(o, factor=0.5, total_iters=3)))
print(lrs(lambda o: S.OneCycleLR(o, max_lr=1.0, total_steps=10), steps=9, momentum=0.9))
print(lrs(lambda o: S.CyclicLR(o, base_lr=0.01, max_lr=0.1, step_size_up=2), momentum=0.9))
print(lrs(lambda o: S.PolynomialLR(o, total_iters=4, power=2.0)) if hasattr(S, "PolynomialLR") else None)
print(lrs(lambda o: S.SequentialLR(o, [S.LinearLR(o, start_factor=0.1, total_iters=2), S.ExponentialLR(o, gamma=0.5)], milestones=[2])))
print(lrs(lambda o: S.ChainedScheduler([S.ConstantLR(o, factor=0.5, total_iters=2), S.ExponentialLR(o, gamma=0.9)])))
p = nn.Parameter(torch.zeros(1))
opt = torch.optim.SGD([p], lr=1.0)
plateau = S.ReduceLROnPlateau(opt, mode="min", factor=0.5, patience=1)
for loss in [1.0, 0.9, 0.95, 0.96, 0.97, 0.5, 0.6, 0.7, 0.8]:
    plateau.step(loss)
    print(opt.param_groups[0]["lr"], end=" ")
print()
s = S.StepLR(torch.optim.SGD([p], lr=0.5), step_size=2, gamma=0.1)
print(s.state_dict())
