import math
import torch
import torch.nn as nn
from torch.optim.lr_scheduler import LambdaLR, CosineAnnealingLR, OneCycleLR, ReduceLROnPlateau, MultiStepLR, ExponentialLR

torch.manual_seed(0)

def warmup_cosine(step, warmup=3, total=12):
    if step < warmup:
        return (step + 1) / warmup
    progress = (step - warmup) / max(1, total - warmup)
    return 0.5 * (1 + math.cos(math.pi * progress))

model = nn.Linear(4, 2)
opt = torch.optim.AdamW(model.parameters(), lr=0.1, weight_decay=0.01)
sched = LambdaLR(opt, lr_lambda=warmup_cosine)
lrs = []
for step in range(12):
    opt.step()
    sched.step()
    lrs.append(round(sched.get_last_lr()[0], 6))
print(lrs)

opt2 = torch.optim.SGD(model.parameters(), lr=1.0)
cos = CosineAnnealingLR(opt2, T_max=5, eta_min=0.1)
print([round((opt2.step(), cos.step(), cos.get_last_lr()[0])[2], 5) for _ in range(7)])

opt3 = torch.optim.SGD(model.parameters(), lr=0.5, momentum=0.9)
ms = MultiStepLR(opt3, milestones=[2, 4], gamma=0.1)
out = []
for _ in range(6):
    opt3.step()
    ms.step()
    out.append(opt3.param_groups[0]["lr"])
print(out)

opt4 = torch.optim.Adam(model.parameters(), lr=1e-2)
plateau = ReduceLROnPlateau(opt4, mode="min", factor=0.5, patience=1)
for val in [1.0, 0.9, 0.95, 0.96, 0.97, 0.5, 0.6, 0.7]:
    plateau.step(val)
    print(f"{val:.2f} -> {opt4.param_groups[0]['lr']:.5f}")

opt5 = torch.optim.SGD(model.parameters(), lr=0.1)
oc = OneCycleLR(opt5, max_lr=1.0, total_steps=10)
vals = []
for _ in range(10):
    vals.append(round(opt5.param_groups[0]["lr"], 5))
    opt5.step()
    oc.step()
print(vals)
print(sorted(oc.state_dict().keys())[:5])
ex = ExponentialLR(torch.optim.SGD(model.parameters(), lr=2.0), gamma=0.5)
for _ in range(3):
    ex.optimizer.step()
    ex.step()
print(ex.get_last_lr(), ex.last_epoch)
