import torch
import torch.nn as nn
from torch.optim.swa_utils import AveragedModel, SWALR, update_bn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(31)
model = nn.Sequential(nn.Linear(3, 4), nn.BatchNorm1d(4), nn.ReLU(), nn.Linear(4, 1))
swa_model = AveragedModel(model)
print(swa_model.n_averaged, [n for n, _ in swa_model.named_buffers()][:2])
opt = torch.optim.SGD(model.parameters(), lr=0.5)
swa_sched = SWALR(opt, swa_lr=0.05, anneal_epochs=3, anneal_strategy="linear")
data = TensorDataset(torch.randn(32, 3), torch.randn(32, 1))
loader = DataLoader(data, batch_size=8)
lrs = []
for epoch in range(5):
    for x, y in loader:
        opt.zero_grad()
        nn.functional.mse_loss(model(x), y).backward()
        opt.step()
    swa_model.update_parameters(model)
    swa_sched.step()
    lrs.append(round(opt.param_groups[0]["lr"], 6))
print(lrs)
print(swa_model.n_averaged.item())
update_bn(loader, swa_model)
bn = swa_model.module[1]
print(bn.momentum, bn.num_batches_tracked.item(), swa_model.training)
swa_model.eval()
print(swa_model(torch.zeros(2, 3)).shape)
ema = AveragedModel(model, avg_fn=lambda avg, cur, n: 0.9 * avg + 0.1 * cur)
ema.update_parameters(model)
ema.update_parameters(model)
print(ema.n_averaged.item(), torch.allclose(ema.module[0].weight, model[0].weight))
opt2 = torch.optim.SGD([nn.Parameter(torch.zeros(1))], lr=1.0)
s = SWALR(opt2, swa_lr=0.1, anneal_epochs=4)
out = []
for _ in range(6):
    out.append(round(opt2.param_groups[0]["lr"], 6))
    opt2.step(); s.step()
print(out)
try:
    SWALR(opt2, swa_lr=0.1, anneal_strategy="exp")
except ValueError as e:
    print("ValueError:", e)
