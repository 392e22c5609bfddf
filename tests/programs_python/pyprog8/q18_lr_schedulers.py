# Learning-rate schedules over a short run: warmup lambda, cosine, multistep, one-cycle, plateau.
import torch
import torch.nn as nn
from torch.optim import lr_scheduler as S


def make_opt(lr=0.1):
    return torch.optim.SGD(nn.Linear(1, 1).parameters(), lr=lr, momentum=0.9)


def trace(sched, opt, steps):
    lrs = []
    for _ in range(steps):
        lrs.append(round(opt.param_groups[0]["lr"], 5))
        opt.step()
        sched.step()
    return lrs


opt = make_opt()
warm = S.LambdaLR(opt, lr_lambda=lambda e: min(1.0, (e + 1) / 4))
print("lambda   ", trace(warm, opt, 6))
opt = make_opt()
print("cosine   ", trace(S.CosineAnnealingLR(opt, T_max=5, eta_min=0.01), opt, 7))
opt = make_opt()
print("multistep", trace(S.MultiStepLR(opt, milestones=[2, 4], gamma=0.1), opt, 6))
opt = make_opt()
print("exp      ", trace(S.ExponentialLR(opt, gamma=0.5), opt, 4))
opt = make_opt()
one = S.OneCycleLR(opt, max_lr=1.0, total_steps=8)
print("onecycle ", trace(one, opt, 8))
print("momentum ", round(opt.param_groups[0]["momentum"], 4))
opt = make_opt()
print("linear   ", trace(S.LinearLR(opt, start_factor=0.25, total_iters=3), opt, 5))

opt = make_opt()
plateau = S.ReduceLROnPlateau(opt, mode="min", factor=0.5, patience=1)
for loss in [1.0, 0.9, 0.95, 0.96, 0.97, 0.5, 0.6, 0.7]:
    plateau.step(loss)
    print(f"loss {loss:.2f} -> lr {opt.param_groups[0]['lr']:.4f}")

opt = make_opt()
seq = S.SequentialLR(opt, [S.ConstantLR(opt, factor=0.5, total_iters=2), S.ExponentialLR(opt, gamma=0.9)], milestones=[2])
print("sequential", trace(seq, opt, 5))
sd = S.StepLR(make_opt(), step_size=2).state_dict()
print(sorted(sd.keys()))
