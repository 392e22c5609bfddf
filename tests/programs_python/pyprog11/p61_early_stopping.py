import copy
import math
import torch
import torch.nn as nn
from torch.utils.data import TensorDataset, DataLoader, random_split

torch.manual_seed(21)

class EarlyStopping:
    def __init__(self, patience=3, min_delta=1e-3):
        self.patience, self.min_delta = patience, min_delta
        self.best = math.inf
        self.bad_epochs = 0
        self.best_state = None

    def step(self, loss, model):
        if loss < self.best - self.min_delta:
            self.best = loss
            self.bad_epochs = 0
            self.best_state = copy.deepcopy(model.state_dict())
            return False
        self.bad_epochs += 1
        return self.bad_epochs >= self.patience

X = torch.randn(120, 5)
y = (X[:, :2].sum(1, keepdim=True) > 0).float()
train_ds, val_ds = random_split(TensorDataset(X, y), [90, 30], generator=torch.Generator().manual_seed(0))
train_dl = DataLoader(train_ds, batch_size=32, shuffle=True)
val_dl = DataLoader(val_ds, batch_size=64)
model = nn.Sequential(nn.Linear(5, 16), nn.ReLU(), nn.Dropout(0.1), nn.Linear(16, 1))
opt = torch.optim.Adam(model.parameters(), lr=0.05)
crit = nn.BCEWithLogitsLoss()
stopper = EarlyStopping(patience=3)
for epoch in range(40):
    model.train()
    for xb, yb in train_dl:
        opt.zero_grad()
        crit(model(xb), yb).backward()
        opt.step()
    model.eval()
    with torch.no_grad():
        val_loss = sum(crit(model(xb), yb).item() * len(xb) for xb, yb in val_dl) / len(val_ds)
        acc = sum(((model(xb) > 0).float() == yb).sum().item() for xb, yb in val_dl) / len(val_ds)
    if epoch % 4 == 0:
        print(f"epoch {epoch:02d} val_loss={val_loss:.3f} acc={acc:.3f}")
    if stopper.step(val_loss, model):
        print("early stop at", epoch)
        break
model.load_state_dict(stopper.best_state)
print(round(stopper.best, 3) <= round(val_loss, 3), len(stopper.best_state), stopper.bad_epochs)
print(len(train_ds), len(val_ds), len(train_dl), len(val_dl))
