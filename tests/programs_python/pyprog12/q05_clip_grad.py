import torch
import torch.nn as nn
from torch.nn.utils import clip_grad_norm_, clip_grad_value_, parameters_to_vector, vector_to_parameters

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 3), nn.Tanh(), nn.Linear(3, 1))
x = torch.randn(8, 4)
loss = (model(x) ** 2).sum() * 10
loss.backward()
norms = [round(p.grad.norm().item(), 4) for p in model.parameters()]
print(norms)
total = clip_grad_norm_(model.parameters(), max_norm=1.0)
print(round(total.item(), 4))
after = torch.sqrt(sum((p.grad ** 2).sum() for p in model.parameters()))
print(round(after.item(), 4))
clip_grad_value_(model.parameters(), 0.05)
print(max(p.grad.abs().max().item() for p in model.parameters()) <= 0.05)
v = parameters_to_vector(model.parameters())
print(v.shape, v.dtype)
vector_to_parameters(torch.arange(v.numel(), dtype=torch.float32), model.parameters())
print(model[0].bias.tolist(), model[2].weight.tolist())
t = clip_grad_norm_([], 1.0)
print(t)
p = nn.Parameter(torch.tensor([3.0, 4.0]))
p.grad = torch.tensor([3.0, 4.0])
print(clip_grad_norm_(p, 2.5, norm_type=float('inf')), p.grad)
