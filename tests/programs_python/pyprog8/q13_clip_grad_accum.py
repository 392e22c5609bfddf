# Gradient accumulation over micro-batches with gradient clipping and a grad-norm log.
import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 4), nn.Tanh(), nn.Linear(4, 1))
opt = torch.optim.SGD(model.parameters(), lr=0.05)
data = torch.randn(12, 4)
target = data.sum(1, keepdim=True)
accum = 3

for step, (xb, yb) in enumerate(zip(data.split(2), target.split(2))):
    loss = nn.functional.mse_loss(model(xb), yb) / accum
    loss.backward()
    if (step + 1) % accum == 0:
        norm = nn.utils.clip_grad_norm_(model.parameters(), max_norm=0.5)
        after = torch.sqrt(sum((p.grad ** 2).sum() for p in model.parameters()))
        print(f"step {step}: norm before {norm.item():.4f} after {after.item():.4f}")
        opt.step()
        opt.zero_grad(set_to_none=True)
print([p.grad for p in model.parameters()])

w = torch.tensor([1.0, -2.0, 3.0], requires_grad=True)
(w * torch.tensor([10.0, 10.0, -10.0])).sum().backward()
nn.utils.clip_grad_value_([w], clip_value=4.0)
print(w.grad)
v = torch.tensor([3.0, 4.0], requires_grad=True)
(v * v).sum().backward()
total = nn.utils.clip_grad_norm_([v], max_norm=1.0, norm_type=float("inf"))
print(total, torch.round(v.grad, decimals=4))
vec = nn.utils.parameters_to_vector(model.parameters())
print(vec.shape, vec.requires_grad)
nn.utils.vector_to_parameters(torch.zeros_like(vec), model.parameters())
print(model(torch.ones(1, 4)))
