import torch
from torch import nn, optim

p = nn.Parameter(torch.ones(2))
opt = optim.Adam([p], lr=0.01)
sch = optim.lr_scheduler.ReduceLROnPlateau(opt, mode="min", factor=0.5, patience=1, threshold=0.01, cooldown=1, min_lr=1e-4)
losses = [1.0, 0.9, 0.9, 0.9, 0.9, 0.89, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5]
for epoch, l in enumerate(losses):
    sch.step(l)
    print(epoch, opt.param_groups[0]["lr"], sch.num_bad_epochs, sch.best)
sd = sch.state_dict()
print(sorted(sd.keys()))
sch2 = optim.lr_scheduler.ReduceLROnPlateau(opt, mode="max")
print(sch2.best, sch2.mode)
