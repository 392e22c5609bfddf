import torch
import torch.nn as nn
from torch.optim.lr_scheduler import LinearLR, ExponentialLR, SequentialLR, ChainedScheduler, StepLR, LambdaLR, CosineAnnealingLR, MultiStepLR

torch.manual_seed(0)
model = nn.Linear(4, 2)
x = torch.randn(8, 4) * 10
y = torch.randn(8, 2)
loss = ((model(x) - y) ** 2).mean()
loss.backward()
total = nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)
print(round(total.item(), 3))
print(round(torch.norm(torch.stack([p.grad.norm() for p in model.parameters()])).item(), 4))
nn.utils.clip_grad_value_(model.parameters(), clip_value=0.05)
print(max(p.grad.abs().max().item() for p in model.parameters()) <= 0.05)
inf_norm = nn.utils.clip_grad_norm_(model.parameters(), 10.0, norm_type=float("inf"))
print(round(inf_norm.item(), 4))


def lrs(sched_fn, n=8, lr=0.1):
    opt = torch.optim.SGD(model.parameters(), lr=lr)
    sched = sched_fn(opt)
    out = []
    for _ in range(n):
        out.append(round(opt.param_groups[0]["lr"], 6))
        opt.step()
        sched.step()
    return out


print(lrs(lambda o: SequentialLR(o, [LinearLR(o, start_factor=0.25, total_iters=3), ExponentialLR(o, gamma=0.5)], milestones=[3])))
print(lrs(lambda o: ChainedScheduler([StepLR(o, step_size=2, gamma=0.5), ExponentialLR(o, gamma=0.9)])))
print(lrs(lambda o: LambdaLR(o, lambda e: 1.0 / (e + 1))))
print(lrs(lambda o: CosineAnnealingLR(o, T_max=4, eta_min=0.01)))
print(lrs(lambda o: MultiStepLR(o, milestones=[2, 5], gamma=0.1)))
opt = torch.optim.SGD([{"params": [model.weight], "lr": 0.1}, {"params": [model.bias], "lr": 0.01}], lr=1.0, momentum=0.9)
s = StepLR(opt, 1, gamma=0.5)
opt.step(); s.step()
print(s.get_last_lr(), s.last_epoch)
sd = s.state_dict()
print(sorted(sd.keys()))
