import torch
import torch.nn as nn

# Device-agnostic training code on a CPU-only machine: the CUDA autocast and
# GradScaler disable themselves.
device = "cuda" if torch.cuda.is_available() else "cpu"
torch.manual_seed(0)
model = nn.Linear(4, 2).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.cuda.amp.GradScaler(enabled=(device == "cuda"))
print(device, scaler.is_enabled(), scaler.get_scale(), scaler.state_dict())
x = torch.randn(8, 4)
y = torch.randint(0, 2, (8,))
for step in range(3):
    opt.zero_grad()
    with torch.autocast(device_type=device, enabled=(device == "cuda")):
        loss = nn.functional.cross_entropy(model(x), y)
    scaler.scale(loss).backward()
    scaler.unscale_(opt)
    scaler.step(opt)
    scaler.update()
    print(step, round(loss.item(), 4), loss.dtype)
s2 = torch.cuda.amp.GradScaler()
print(s2.is_enabled(), s2.scale(torch.tensor(2.0)))
with torch.cuda.amp.autocast():
    print(model(x).dtype, torch.is_autocast_enabled())

@torch.autocast("cuda")
def f(t):
    return t * 2
print(f(torch.ones(2)))
with torch.cpu.amp.autocast(enabled=False):
    print(torch.is_autocast_cpu_enabled())
