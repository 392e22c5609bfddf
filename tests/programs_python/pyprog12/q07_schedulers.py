import torch
from torch import nn, optim
from torch.optim import lr_scheduler as S

def run(make, steps=8):
    p = nn.Parameter(torch.zeros(1))
    opt = optim.SGD([p], lr=0.1, momentum=0.9)
    sch = make(opt)
    lrs = []
    for _ in range(steps):
        opt.step()
        sch.step()
        lrs.append(round(opt.param_groups[0]["lr"], 6))
    return lrs

print(run(lambda o: S.OneCycleLR(o, max_lr=1.0, total_steps=10)))
print(run(lambda o: S.CosineAnnealingWarmRestarts(o, T_0=3, T_mult=2, eta_min=0.01)))
print(run(lambda o: S.LambdaLR(o, lambda e: 0.5 ** (e // 2))))
print(run(lambda o: S.MultiplicativeLR(o, lambda e: 0.9)))
print(run(lambda o: S.SequentialLR(o, [S.ConstantLR(o, factor=0.5, total_iters=2), S.ExponentialLR(o, gamma=0.8)], milestones=[3])))
print(run(lambda o: S.CyclicLR(o, base_lr=0.01, max_lr=0.1, step_size_up=2)))
print(run(lambda o: S.PolynomialLR(o, total_iters=5, power=2.0)))
print(run(lambda o: S.ChainedScheduler([S.ConstantLR(o, factor=0.1, total_iters=3), S.ExponentialLR(o, gamma=0.9)])))
