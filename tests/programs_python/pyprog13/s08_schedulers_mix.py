import torch
from torch.optim.lr_scheduler import StepLR, CosineAnnealingLR, LambdaLR, MultiStepLR, ExponentialLR

p = [torch.nn.Parameter(torch.zeros(1))]
def run(make, steps=6):
    opt = torch.optim.SGD(p, lr=0.1, momentum=0.9)
    sch = make(opt)
    lrs = []
    for _ in range(steps):
        opt.step()
        lrs.append(round(sch.get_last_lr()[0], 6))
        sch.step()
    return lrs

print(run(lambda o: StepLR(o, step_size=2, gamma=0.5)))
print(run(lambda o: CosineAnnealingLR(o, T_max=4, eta_min=0.01)))
print(run(lambda o: LambdaLR(o, lr_lambda=lambda e: 1.0 / (e + 1))))
print(run(lambda o: MultiStepLR(o, milestones=[1, 3], gamma=0.1)))
print(run(lambda o: ExponentialLR(o, gamma=0.9)))
opt = torch.optim.SGD(p, lr=0.1)
s = StepLR(opt, 3)
print(s.state_dict()["step_size"], s.last_epoch, s.base_lrs)
warm = lambda e: min(1.0, (e + 1) / 3)
opt = torch.optim.SGD(p, lr=1.0)
s = LambdaLR(opt, warm)
vals = []
for _ in range(5):
    vals.append(opt.param_groups[0]["lr"])
    opt.step(); s.step()
print([round(v, 4) for v in vals])
