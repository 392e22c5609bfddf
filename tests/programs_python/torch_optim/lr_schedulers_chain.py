# Learning-rate schedules: warmup with LambdaLR then cosine, StepLR,
# ChainedScheduler, SequentialLR, ReduceLROnPlateau and OneCycleLR.
import torch
from torch.optim import lr_scheduler as S

torch.manual_seed(0)


def make():
    model = torch.nn.Linear(2, 1)
    return model, torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)


def run(name, opt, sched, steps=8, metric=None):
    lrs = []
    for i in range(steps):
        opt.step()
        if metric is None:
            sched.step()
        else:
            sched.step(metric[i])
        lrs.append(round(opt.param_groups[0]["lr"], 6))
    print(name, lrs)


_, opt = make()
run("lambda warmup", opt, S.LambdaLR(opt, lambda e: min(1.0, (e + 1) / 4)))
_, opt = make()
run("step", opt, S.StepLR(opt, step_size=3, gamma=0.5))
_, opt = make()
run("multistep", opt, S.MultiStepLR(opt, milestones=[2, 5], gamma=0.1))
_, opt = make()
run("exp", opt, S.ExponentialLR(opt, gamma=0.9))
_, opt = make()
run("cosine", opt, S.CosineAnnealingLR(opt, T_max=6, eta_min=0.01))
_, opt = make()
run("chained", opt, S.ChainedScheduler([S.ConstantLR(opt, factor=0.5, total_iters=3), S.ExponentialLR(opt, gamma=0.9)]))
_, opt = make()
warm = S.LinearLR(opt, start_factor=0.25, total_iters=3)
cos = S.CosineAnnealingLR(opt, T_max=5)
run("sequential", opt, S.SequentialLR(opt, schedulers=[warm, cos], milestones=[3]))
_, opt = make()
run("plateau", opt, S.ReduceLROnPlateau(opt, mode="min", factor=0.5, patience=1), metric=[1.0, 0.9, 0.95, 0.96, 0.97, 0.5, 0.6, 0.7])
_, opt = make()
run("onecycle", opt, S.OneCycleLR(opt, max_lr=1.0, total_steps=10))
_, opt = make()
run("cyclic", opt, S.CyclicLR(opt, base_lr=0.01, max_lr=0.1, step_size_up=2))
_, opt = make()
sched = S.StepLR(opt, step_size=2)
for _ in range(3):
    opt.step()
    sched.step()
state = sched.state_dict()
print(sorted(state.keys()), state["last_epoch"], sched.get_last_lr())
