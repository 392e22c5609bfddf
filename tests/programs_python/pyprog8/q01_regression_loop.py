# Tutorial-style linear regression: TensorDataset + DataLoader, SGD with momentum, StepLR.
import torch
import torch.nn as nn
from torch.utils.data import TensorDataset, DataLoader

torch.manual_seed(0)
true_w = torch.tensor([[2.0], [-3.0]])
X = torch.randn(64, 2)
y = X @ true_w + 0.5 + 0.01 * torch.randn(64, 1)

ds = TensorDataset(X, y)
loader = DataLoader(ds, batch_size=16, shuffle=True)
model = nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=3, gamma=0.5)
loss_fn = nn.MSELoss()

print(f"dataset size: {len(ds)}, batches: {len(loader)}")
for epoch in range(8):
    total = 0.0
    for xb, yb in loader:
        opt.zero_grad()
        loss = loss_fn(model(xb), yb)
        loss.backward()
        opt.step()
        total += loss.item() * xb.size(0)
    sched.step()
    print(f"epoch {epoch:2d} loss {total / len(ds):.4f} lr {sched.get_last_lr()[0]:.4f}")

w = model.weight.detach().squeeze()
print("weights:", [round(v, 2) for v in w.tolist()], "bias:", round(model.bias.item(), 2))
with torch.no_grad():
    pred = model(torch.tensor([[1.0, 1.0]]))
print("pred(1,1) ~", round(pred.item(), 2))
print(type(loader).__name__, loader.batch_size, isinstance(ds[0], tuple), ds[0][0].shape)
