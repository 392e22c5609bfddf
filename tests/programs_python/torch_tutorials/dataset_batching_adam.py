import math
import torch
from torch import nn


class SineDataset:
    """A custom dataset as a plain class."""

    def __init__(self, n, noise=0.05, seed=0):
        g = torch.Generator().manual_seed(seed)
        self.x = torch.rand(n, 1, generator=g) * 2 * math.pi
        self.y = torch.sin(self.x) + noise * torch.randn(n, 1, generator=g)

    def __len__(self):
        return len(self.x)

    def __getitem__(self, idx):
        return self.x[idx], self.y[idx]


def batches(dataset, batch_size, shuffle=True):
    n = len(dataset)
    order = torch.randperm(n) if shuffle else torch.arange(n)
    for start in range(0, n, batch_size):
        idx = order[start:start + batch_size]
        items = [dataset[int(i)] for i in idx]
        xs, ys = zip(*items)
        yield torch.stack(xs), torch.stack(ys)


torch.manual_seed(42)
train = SineDataset(64)
test = SineDataset(16, seed=1)
print(len(train), train[0][0].shape, type(train[3]).__name__)
model = nn.Sequential(nn.Linear(1, 16), nn.Tanh(), nn.Linear(16, 16), nn.Tanh(), nn.Linear(16, 1))
optimizer = torch.optim.Adam(model.parameters(), lr=0.01)
scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=5, gamma=0.5)
loss_fn = nn.MSELoss()
history = []
for epoch in range(12):
    model.train()
    running = 0.0
    count = 0
    for xb, yb in batches(train, 16):
        pred = model(xb)
        loss = loss_fn(pred, yb)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        running += loss.item() * xb.size(0)
        count += xb.size(0)
    scheduler.step()
    model.eval()
    with torch.no_grad():
        xt, yt = next(batches(test, len(test), shuffle=False))
        test_loss = loss_fn(model(xt), yt).item()
    history.append((epoch, running / count, test_loss, scheduler.get_last_lr()[0]))
for epoch, tr, te, lr in history[::3]:
    print(f"epoch {epoch:2d} train {tr:.3f} test {te:.3f} lr {lr:.5f}")
print(history[-1][1] < history[0][1])
print(optimizer.param_groups[0]["lr"], optimizer.param_groups[0]["betas"])
state = optimizer.state_dict()
print(sorted(state.keys()), len(state["state"]), sorted(state["state"][0].keys()))
print(state["state"][0]["step"])
