import torch
import torch.nn as nn
from torch.optim import lr_scheduler

torch.manual_seed(15)

def make():
    model = nn.Linear(2, 1)
    return model, torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)

model, opt = make()
sched = lr_scheduler.StepLR(opt, step_size=2, gamma=0.5)
lrs = []
for epoch in range(6):
    opt.step()
    sched.step()
    lrs.append(round(sched.get_last_lr()[0], 5))
print("step", lrs)

model, opt = make()
sched = lr_scheduler.MultiStepLR(opt, milestones=[1, 3], gamma=0.1)
out = []
for _ in range(5):
    opt.step(); sched.step(); out.append(round(opt.param_groups[0]['lr'], 6))
print("multistep", out)

model, opt = make()
sched = lr_scheduler.CosineAnnealingLR(opt, T_max=4, eta_min=0.01)
out = []
for _ in range(8):
    opt.step(); sched.step(); out.append(round(opt.param_groups[0]['lr'], 5))
print("cosine", out)

model, opt = make()
sched = lr_scheduler.LambdaLR(opt, lr_lambda=lambda e: 0.95 ** e)
for _ in range(3):
    opt.step(); sched.step()
print("lambda", round(sched.get_last_lr()[0], 6), sched.last_epoch)

model, opt = make()
sched = lr_scheduler.ExponentialLR(opt, gamma=0.9)
for _ in range(3):
    opt.step(); sched.step()
print("exp", [round(l, 6) for l in sched.get_last_lr()])

model, opt = make()
sched = lr_scheduler.ReduceLROnPlateau(opt, mode='min', factor=0.5, patience=1)
for loss in [1.0, 0.9, 0.95, 0.96, 0.97, 0.5, 0.6, 0.7]:
    sched.step(loss)
    print("plateau", loss, opt.param_groups[0]['lr'])

model, opt = make()
sched = lr_scheduler.OneCycleLR(opt, max_lr=1.0, total_steps=6)
out = []
for _ in range(6):
    out.append(round(opt.param_groups[0]['lr'], 5))
    opt.step(); sched.step()
print("onecycle", out)

model = nn.Sequential(nn.Linear(2, 2), nn.Linear(2, 1))
opt = torch.optim.Adam([
    {'params': model[0].parameters()},
    {'params': model[1].parameters(), 'lr': 1e-3}], lr=1e-2)
sched = lr_scheduler.StepLR(opt, 1, gamma=0.5)
opt.step(); sched.step()
print("groups", [g['lr'] for g in opt.param_groups])
print(sorted(opt.param_groups[1].keys()))
sd = sched.state_dict()
print(sorted(sd.keys()))
print(sd['last_epoch'], sd['base_lrs'])

model, opt = make()
warm = lr_scheduler.LinearLR(opt, start_factor=0.25, total_iters=3)
print("linear", [round(x, 4) for x in [opt.param_groups[0]['lr']] + [(opt.step(), warm.step(), opt.param_groups[0]['lr'])[2] for _ in range(4)]])
