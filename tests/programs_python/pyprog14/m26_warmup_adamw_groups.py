import math
import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.LayerNorm(8), nn.Linear(8, 2))
decay, no_decay = [], []
for name, p in model.named_parameters():
    (no_decay if p.ndim == 1 else decay).append(p)
opt = torch.optim.AdamW([{"params": decay, "weight_decay": 0.01}, {"params": no_decay, "weight_decay": 0.0}], lr=1e-3, betas=(0.9, 0.98))
print([len(g["params"]) for g in opt.param_groups], [g["weight_decay"] for g in opt.param_groups], opt.defaults["betas"])
warmup, total = 3, 10


def lr_lambda(step):
    if step < warmup:
        return float(step + 1) / warmup
    progress = (step - warmup) / max(1, total - warmup)
    return 0.5 * (1.0 + math.cos(math.pi * progress))


sched = torch.optim.lr_scheduler.LambdaLR(opt, lr_lambda)
x = torch.randn(16, 4)
y = torch.randint(0, 2, (16,))
lrs = []
for step in range(total):
    loss = nn.functional.cross_entropy(model(x), y)
    opt.zero_grad(set_to_none=True)
    loss.backward()
    opt.step()
    sched.step()
    lrs.append(round(opt.param_groups[0]["lr"] * 1e4, 4))
print(lrs)
print(opt.param_groups[1]["lr"] == opt.param_groups[0]["lr"], sched.last_epoch, [round(v * 1e4, 4) for v in sched.get_last_lr()])
st = opt.state_dict()
print(sorted(st["state"].keys()), sorted(st["state"][0].keys()), st["param_groups"][0]["params"], st["param_groups"][1]["params"])
extra = nn.Parameter(torch.zeros(3))
opt.add_param_group({"params": [extra], "lr": 0.5})
print(len(opt.param_groups), opt.param_groups[2]["lr"], opt.param_groups[2]["betas"], opt.param_groups[2]["weight_decay"])
try:
    opt.add_param_group({"params": [extra]})
except ValueError as e:
    print("ValueError:", e)
print(type(opt).__name__, repr(opt).splitlines()[0], repr(opt).count("Parameter Group"))
