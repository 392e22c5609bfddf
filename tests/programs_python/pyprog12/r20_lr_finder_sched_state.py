import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
sched = torch.optim.lr_scheduler.MultiStepLR(opt, milestones=[2, 4], gamma=0.1)
lrs = []
for epoch in range(6):
    opt.step()
    sched.step()
    lrs.append(sched.get_last_lr()[0])
print([round(v, 6) for v in lrs])
sd = sched.state_dict()
print(sorted(sd.keys()), sd["milestones"], sd["last_epoch"])
opt2 = torch.optim.SGD(model.parameters(), lr=0.1)
s2 = torch.optim.lr_scheduler.MultiStepLR(opt2, milestones=[1], gamma=0.5)
s2.load_state_dict(sd)
print(s2.last_epoch, s2.milestones, s2.gamma)
w = torch.optim.lr_scheduler.LinearLR(torch.optim.SGD(model.parameters(), lr=1.0), start_factor=0.25, total_iters=4)
print([round(w.get_last_lr()[0], 4)] + [round((w.optimizer.step(), w.step(), w.get_last_lr()[0])[2], 4) for _ in range(5)])
opt3 = torch.optim.SGD([{"params": [model.weight], "lr": 0.1}, {"params": [model.bias], "lr": 0.01}])
s3 = torch.optim.lr_scheduler.StepLR(opt3, step_size=1, gamma=0.5)
for _ in range(2):
    opt3.step()
    s3.step()
print(s3.get_last_lr(), [g["initial_lr"] for g in opt3.param_groups])
cos = torch.optim.lr_scheduler.CosineAnnealingLR(torch.optim.SGD(model.parameters(), lr=1.0), T_max=4, eta_min=0.0)
vals = []
for _ in range(8):
    cos.optimizer.step()
    cos.step()
    vals.append(round(cos.get_last_lr()[0], 4))
print(vals)
