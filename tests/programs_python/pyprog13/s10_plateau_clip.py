import torch
import torch.nn as nn
from torch.optim.lr_scheduler import ReduceLROnPlateau

torch.manual_seed(10)
model = nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.5)
sched = ReduceLROnPlateau(opt, mode="min", factor=0.5, patience=1, threshold=0.01)
losses = [1.0, 0.9, 0.95, 0.91, 0.92, 0.5, 0.6, 0.7, 0.8]
for e, l in enumerate(losses):
    sched.step(l)
    print(e, opt.param_groups[0]["lr"], sched.num_bad_epochs, sched.best)
x = torch.randn(8, 3) * 100
y = torch.randn(8, 1)
loss = nn.functional.mse_loss(model(x), y)
loss.backward()
total = nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)
print(total.item() > 1.0)
after = torch.sqrt(sum((p.grad ** 2).sum() for p in model.parameters()))
print(round(after.item(), 4))
nn.utils.clip_grad_value_(model.parameters(), clip_value=0.1)
print(max(p.grad.abs().max().item() for p in model.parameters()) <= 0.1)
vec = nn.utils.parameters_to_vector(model.parameters())
print(vec.shape)
nn.utils.vector_to_parameters(torch.arange(4.0), model.parameters())
print(model.weight, model.bias)
