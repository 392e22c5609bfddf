import io
import torch
import torch.nn as nn

torch.manual_seed(77)
model = nn.Sequential(nn.Linear(3, 3), nn.ReLU(), nn.Linear(3, 1))
opt = torch.optim.Adam(model.parameters(), lr=0.01, weight_decay=0.01)
sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=10)
x, y = torch.randn(8, 3), torch.randn(8, 1)
def step():
    opt.zero_grad()
    l = nn.functional.mse_loss(model(x), y)
    l.backward()
    opt.step()
    sched.step()
    return l.item()
for _ in range(3):
    step()
sd = opt.state_dict()
print(list(sd.keys()), list(sd["state"].keys()))
print(sorted(sd["state"][0].keys()), sd["state"][0]["step"])
ckpt = {"model": model.state_dict(), "opt": opt.state_dict(), "sched": sched.state_dict()}
buf = io.BytesIO()
torch.save(ckpt, buf)
buf.seek(0)
restored = torch.load(buf)
model2 = nn.Sequential(nn.Linear(3, 3), nn.ReLU(), nn.Linear(3, 1))
opt2 = torch.optim.Adam(model2.parameters(), lr=0.01, weight_decay=0.01)
sched2 = torch.optim.lr_scheduler.CosineAnnealingLR(opt2, T_max=10)
model2.load_state_dict(restored["model"])
opt2.load_state_dict(restored["opt"])
sched2.load_state_dict(restored["sched"])
a = [step() for _ in range(3)]
model, opt, sched = model2, opt2, sched2
b = [step() for _ in range(3)]
print([round(v, 6) for v in a])
print([round(v, 6) for v in b])
print(a == b, sched.last_epoch, round(sched.get_last_lr()[0], 6))
print(restored["sched"]["T_max"], restored["opt"]["param_groups"][0]["weight_decay"])
