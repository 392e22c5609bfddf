import torch
from torch.optim.lr_scheduler import OneCycleLR, CyclicLR

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
sched = OneCycleLR(opt, max_lr=1.0, total_steps=10)
lrs, moms = [], []
for i in range(10):
    lrs.append(round(opt.param_groups[0]["lr"], 5))
    moms.append(round(opt.param_groups[0]["momentum"], 5))
    opt.step()
    sched.step()
print(lrs)
print(moms)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
sched = OneCycleLR(opt, max_lr=0.5, epochs=2, steps_per_epoch=3, anneal_strategy="linear", pct_start=0.5)
out = []
for i in range(6):
    out.append(round(sched.get_last_lr()[0], 5))
    opt.step(); sched.step()
print(out)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
c = CyclicLR(opt, base_lr=0.01, max_lr=0.1, step_size_up=2)
out = []
for i in range(6):
    out.append(round(c.get_last_lr()[0], 5))
    opt.step(); c.step()
print(out)
