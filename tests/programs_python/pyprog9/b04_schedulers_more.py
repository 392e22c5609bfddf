# lr_scheduler variants: CyclicLR, CosineAnnealingWarmRestarts, SequentialLR, ChainedScheduler,
# ReduceLROnPlateau, and scheduler/optimizer state_dict round trips.
import torch
from torch import nn
from torch.optim import lr_scheduler as S

torch.manual_seed(0)
model = nn.Linear(2, 1)


def run(make, steps=8, opt_cls=torch.optim.SGD, **opt_kw):
    opt = opt_cls(model.parameters(), lr=0.1, **opt_kw)
    sched = make(opt)
    lrs = []
    for _ in range(steps):
        opt.step()
        sched.step()
        lrs.append(round(opt.param_groups[0]["lr"], 5))
    return lrs


print(run(lambda o: S.CyclicLR(o, base_lr=0.01, max_lr=0.1, step_size_up=2), momentum=0.9))
print(run(lambda o: S.CyclicLR(o, base_lr=0.01, max_lr=0.1, step_size_up=2, mode="triangular2"), steps=10, momentum=0.9))
print(run(lambda o: S.CosineAnnealingWarmRestarts(o, T_0=3, T_mult=2, eta_min=0.001), steps=10))
print(run(lambda o: S.SequentialLR(o, [S.LinearLR(o, start_factor=0.25, total_iters=3), S.ExponentialLR(o, gamma=0.5)], milestones=[3])))
print(run(lambda o: S.ChainedScheduler([S.ConstantLR(o, factor=0.5, total_iters=2), S.ExponentialLR(o, gamma=0.9)])))
print(run(lambda o: S.PolynomialLR(o, total_iters=4, power=2.0), steps=6))
print(run(lambda o: S.MultiplicativeLR(o, lr_lambda=lambda e: 0.95), steps=4))

opt = torch.optim.SGD(model.parameters(), lr=1.0)
plateau = S.ReduceLROnPlateau(opt, mode="min", factor=0.5, patience=1, threshold=0.01, cooldown=1)
for metric in [1.0, 0.9, 0.95, 0.91, 0.92, 0.93, 0.5, 0.6, 0.7, 0.8]:
    plateau.step(metric)
    print(metric, opt.param_groups[0]["lr"], plateau.num_bad_epochs, plateau.cooldown_counter)

opt = torch.optim.Adam(model.parameters(), lr=0.01)
sched = S.OneCycleLR(opt, max_lr=0.1, total_steps=10)
print(round(opt.param_groups[0]["lr"], 6), opt.param_groups[0]["betas"])
for _ in range(5):
    opt.step()
    sched.step()
print([round(v, 6) for v in sched.get_last_lr()], round(opt.param_groups[0]["betas"][0], 4))
sd = sched.state_dict()
print(sorted(k for k in sd if not k.startswith("_")), sd["last_epoch"], sd["total_steps"])
opt2 = torch.optim.Adam(model.parameters(), lr=0.01)
sched2 = S.OneCycleLR(opt2, max_lr=0.1, total_steps=10)
sched2.load_state_dict(sd)
print(sched2.last_epoch, sched2.get_last_lr() == sched.get_last_lr())

opt = torch.optim.SGD([{"params": model.weight, "lr": 0.1}, {"params": model.bias, "lr": 0.01}], lr=0.5)
sched = S.LambdaLR(opt, lr_lambda=[lambda e: 1.0 / (e + 1), lambda e: 0.9 ** e])
for _ in range(3):
    opt.step()
    sched.step()
print([round(v, 5) for v in sched.get_last_lr()], sched.base_lrs, sched.last_epoch)
