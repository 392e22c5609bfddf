# Sweep of learning-rate schedulers, printing the learning rate per epoch.
import torch
from torch import nn
from torch.optim import lr_scheduler


def make_opt(lr=0.1, momentum=0.9):
    model = nn.Linear(2, 1)
    return torch.optim.SGD(model.parameters(), lr=lr, momentum=momentum)


def sweep(name, make_sched, epochs=8, opt=None, metric=None):
    opt = opt or make_opt()
    sched = make_sched(opt)
    lrs = []
    for epoch in range(epochs):
        lrs.append(round(opt.param_groups[0]["lr"], 6))
        opt.step()
        if metric is None:
            sched.step()
        else:
            sched.step(metric(epoch))
    print(f"{name:<22}", lrs)
    return sched


sweep("StepLR", lambda o: lr_scheduler.StepLR(o, step_size=3, gamma=0.5))
sweep("MultiStepLR", lambda o: lr_scheduler.MultiStepLR(o, milestones=[2, 5], gamma=0.1))
sweep("ExponentialLR", lambda o: lr_scheduler.ExponentialLR(o, gamma=0.8))
sweep("CosineAnnealingLR", lambda o: lr_scheduler.CosineAnnealingLR(o, T_max=4, eta_min=0.01))
sweep("LambdaLR", lambda o: lr_scheduler.LambdaLR(o, lr_lambda=lambda e: 1.0 / (1 + e)))
sweep("MultiplicativeLR", lambda o: lr_scheduler.MultiplicativeLR(o, lr_lambda=lambda e: 0.9))
sweep("LinearLR", lambda o: lr_scheduler.LinearLR(o, start_factor=0.25, total_iters=4))
sweep("ConstantLR", lambda o: lr_scheduler.ConstantLR(o, factor=0.5, total_iters=3))
sweep("CosineWarmRestarts", lambda o: lr_scheduler.CosineAnnealingWarmRestarts(o, T_0=3, T_mult=2))
sweep("OneCycleLR", lambda o: lr_scheduler.OneCycleLR(o, max_lr=1.0, total_steps=8), epochs=8)
sweep("CyclicLR", lambda o: lr_scheduler.CyclicLR(o, base_lr=0.01, max_lr=0.1, step_size_up=2), epochs=8)
sweep("PolynomialLR", lambda o: lr_scheduler.PolynomialLR(o, total_iters=4, power=2.0))
losses = [1.0, 0.9, 0.9, 0.9, 0.9, 0.9, 0.5, 0.5]
s = sweep("ReduceLROnPlateau", lambda o: lr_scheduler.ReduceLROnPlateau(o, mode="min", factor=0.5, patience=1),
          metric=lambda e: losses[e])
print("num_bad_epochs", s.num_bad_epochs, "best", s.best)


def seq(o):
    a = lr_scheduler.LinearLR(o, start_factor=0.5, total_iters=2)
    b = lr_scheduler.ExponentialLR(o, gamma=0.5)
    return lr_scheduler.SequentialLR(o, schedulers=[a, b], milestones=[3])


sweep("SequentialLR", seq)


def chain(o):
    return lr_scheduler.ChainedScheduler([lr_scheduler.ConstantLR(o, factor=0.1, total_iters=2),
                                          lr_scheduler.ExponentialLR(o, gamma=0.9)])


sweep("ChainedScheduler", chain)
opt = make_opt()
sched = lr_scheduler.StepLR(opt, step_size=2, gamma=0.1)
for _ in range(3):
    opt.step()
    sched.step()
sd = sched.state_dict()
print(sorted(sd.keys()))
print(sched.get_last_lr(), sched.last_epoch)
sched2 = lr_scheduler.StepLR(make_opt(), step_size=5)
sched2.load_state_dict(sd)
print(sched2.step_size, sched2.last_epoch)
