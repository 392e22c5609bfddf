import contextlib
import torch
import torch.nn as nn

torch.manual_seed(13)
model = nn.Sequential(nn.Linear(6, 12), nn.SiLU(), nn.Linear(12, 3))
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9, nesterov=True, weight_decay=1e-4)
X = torch.randn(32, 6)
y = torch.randint(0, 3, (32,))
accum = 4
micro = X.shape[0] // accum
opt.zero_grad()
total = 0.0
for i in range(accum):
    xb, yb = X[i * micro:(i + 1) * micro], y[i * micro:(i + 1) * micro]
    loss = nn.functional.cross_entropy(model(xb), yb) / accum
    loss.backward()
    total += loss.item()
gnorm = nn.utils.clip_grad_norm_(model.parameters(), 1.0)
opt.step()
print(round(total, 4), round(float(gnorm), 4) > 0)
full = nn.Sequential(nn.Linear(6, 12), nn.SiLU(), nn.Linear(12, 3))
print(type(gnorm).__name__, gnorm.dim())
with torch.autocast(device_type="cpu", dtype=torch.bfloat16, enabled=False):
    out = model(X)
print(out.dtype)
ctx = torch.no_grad() if True else contextlib.nullcontext()
with ctx:
    print(model(X[:2]).requires_grad)
with torch.inference_mode():
    t = model(X[:2])
print(t.requires_grad, torch.is_inference_mode_enabled())
ema = {k: v.clone() for k, v in model.state_dict().items()}
for _ in range(3):
    opt.step()
    with torch.no_grad():
        for k, v in model.state_dict().items():
            ema[k].mul_(0.9).add_(v, alpha=0.1)
print(sorted(ema), all(ema[k].shape == v.shape for k, v in model.state_dict().items()))
print([g["nesterov"] for g in opt.param_groups], opt.defaults["weight_decay"])
frozen = [p for n, p in model.named_parameters() if n.startswith("0.")]
for p in frozen:
    p.requires_grad_(False)
trainable = sum(p.numel() for p in model.parameters() if p.requires_grad)
print(trainable, sum(p.numel() for p in model.parameters()))
