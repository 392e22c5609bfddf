import torch
import torch.nn as nn
from torch.nn.utils import clip_grad_norm_, clip_grad_value_, parameters_to_vector

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 16), nn.ReLU(), nn.Linear(16, 2))
x = torch.randn(8, 4)
y = torch.randint(0, 2, (8,))
loss = nn.functional.cross_entropy(model(x), y) * 100
loss.backward()
before = torch.norm(torch.stack([p.grad.norm() for p in model.parameters()]))
total = clip_grad_norm_(model.parameters(), max_norm=1.0)
after = torch.norm(torch.stack([p.grad.norm() for p in model.parameters()]))
print(f"{before.item():.3f} {total.item():.3f} {after.item():.4f}")
total_inf = clip_grad_norm_(model.parameters(), max_norm=0.5, norm_type=float("inf"))
print(f"{total_inf.item():.4f}", round(max(p.grad.abs().max().item() for p in model.parameters()), 4))
clip_grad_value_(model.parameters(), 0.01)
print(max(p.grad.abs().max().item() for p in model.parameters()) <= 0.01)
print(parameters_to_vector(model.parameters()).shape)
big = clip_grad_norm_(model.parameters(), 100.0)
print(f"{big.item():.4f}")
p = nn.Parameter(torch.ones(3))
p.grad = torch.tensor([3.0, 4.0, 0.0])
print(clip_grad_norm_(p, 1.0), p.grad)
q = nn.Parameter(torch.ones(2))
print(clip_grad_norm_([q], 1.0))
r = nn.Parameter(torch.ones(1))
r.grad = torch.tensor([float("nan")])
try:
    clip_grad_norm_([r], 1.0, error_if_nonfinite=True)
except RuntimeError as e:
    print(e)
