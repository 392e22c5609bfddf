import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Linear(4, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
data = torch.randn(12, 4)
target = torch.randn(12, 1)
accum = 3
opt.zero_grad()
for i in range(0, 12, 2):
    loss = nn.functional.mse_loss(model(data[i:i + 2]), target[i:i + 2]) / accum
    loss.backward()
    if (i // 2 + 1) % accum == 0:
        gn = torch.nn.utils.clip_grad_norm_(model.parameters(), 10.0)
        opt.step()
        opt.zero_grad()
        print(i, round(gn.item(), 4))
print(model.weight.grad)
scaler = torch.cuda.amp.GradScaler(enabled=False)
print(scaler.is_enabled())
loss = model(data).pow(2).mean()
scaler.scale(loss).backward()
scaler.step(opt)
scaler.update()
print(round(loss.item(), 4))
with torch.autocast("cpu", dtype=torch.bfloat16, enabled=False):
    y = model(data)
print(y.dtype)
ema = {k: v.clone() for k, v in model.state_dict().items()}
for k, v in model.state_dict().items():
    ema[k].mul_(0.9).add_(v, alpha=0.1)
print(sorted(ema), torch.allclose(ema["bias"], model.bias.detach()))
