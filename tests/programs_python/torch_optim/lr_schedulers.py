import torch
import torch.nn as nn
from torch.optim import lr_scheduler as S

torch.manual_seed(0)


def run(make_sched, opt_cls=torch.optim.SGD, steps=8, **opt_kw):
    model = nn.Linear(3, 1)
    opt = opt_cls(model.parameters(), lr=0.1, **opt_kw)
    sched = make_sched(opt)
    lrs = []
    x, y = torch.randn(8, 3), torch.randn(8, 1)
    for epoch in range(steps):
        opt.zero_grad()
        loss = nn.functional.mse_loss(model(x), y)
        loss.backward()
        opt.step()
        if isinstance(sched, S.ReduceLROnPlateau):
            sched.step(1.0)
        else:
            sched.step()
        lrs.append(round(opt.param_groups[0]["lr"], 6))
    return lrs, round(loss.item(), 5)


print("step", run(lambda o: S.StepLR(o, step_size=3, gamma=0.5)))
print("multistep", run(lambda o: S.MultiStepLR(o, milestones=[2, 5], gamma=0.1)))
print("exp", run(lambda o: S.ExponentialLR(o, gamma=0.9)))
print("cos", run(lambda o: S.CosineAnnealingLR(o, T_max=4, eta_min=0.01)))
print("lambda", run(lambda o: S.LambdaLR(o, lr_lambda=lambda e: 1.0 / (e + 1))))
print("mult", run(lambda o: S.MultiplicativeLR(o, lr_lambda=lambda e: 0.95)))
print("onecycle", run(lambda o: S.OneCycleLR(o, max_lr=0.5, total_steps=10)))
print("cyclic", run(lambda o: S.CyclicLR(o, base_lr=0.01, max_lr=0.1, step_size_up=2), momentum=0.9))
print("warm", run(lambda o: S.CosineAnnealingWarmRestarts(o, T_0=3, T_mult=2)))
print("plateau", run(lambda o: S.ReduceLROnPlateau(o, patience=1, factor=0.5)))
print("linear", run(lambda o: S.LinearLR(o, start_factor=0.25, total_iters=4)))
print("const", run(lambda o: S.ConstantLR(o, factor=0.5, total_iters=3)))
print("seq", run(lambda o: S.SequentialLR(o, [S.ConstantLR(o, factor=0.1, total_iters=2), S.ExponentialLR(o, gamma=0.9)], milestones=[2])))
print("chain", run(lambda o: S.ChainedScheduler([S.ConstantLR(o, factor=0.5, total_iters=2), S.ExponentialLR(o, gamma=0.9)])))
print("poly", run(lambda o: S.PolynomialLR(o, total_iters=4, power=2.0)) if hasattr(S, "PolynomialLR") else "no poly")
model = nn.Linear(2, 2)
opt = torch.optim.AdamW([{"params": [model.weight], "lr": 0.01}, {"params": [model.bias]}], lr=0.1, weight_decay=0.01)
sch = S.StepLR(opt, 2, gamma=0.5)
for _ in range(3):
    opt.step()
    sch.step()
print([g["lr"] for g in opt.param_groups], sch.get_last_lr(), sch.last_epoch, sorted(sch.state_dict().keys()))
print(opt.state_dict()["param_groups"][0]["weight_decay"], len(opt.state_dict()["state"]))
