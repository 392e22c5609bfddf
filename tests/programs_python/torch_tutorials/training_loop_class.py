import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset, random_split

class Trainer:
    def __init__(self, model, loss_fn, optimizer, scheduler=None, log_every=2):
        self.model, self.loss_fn, self.optimizer, self.scheduler = model, loss_fn, optimizer, scheduler
        self.log_every = log_every
        self.history = {"train": [], "val": []}

    def _run_epoch(self, loader, train):
        self.model.train(train)
        total, n = 0.0, 0
        ctx = torch.enable_grad() if train else torch.no_grad()
        with ctx:
            for xb, yb in loader:
                out = self.model(xb)
                loss = self.loss_fn(out, yb)
                if train:
                    self.optimizer.zero_grad()
                    loss.backward()
                    self.optimizer.step()
                total += loss.item() * xb.size(0)
                n += xb.size(0)
        return total / n

    def fit(self, train_loader, val_loader, epochs):
        for epoch in range(1, epochs + 1):
            tr = self._run_epoch(train_loader, True)
            va = self._run_epoch(val_loader, False)
            self.history["train"].append(tr)
            self.history["val"].append(va)
            if self.scheduler is not None:
                self.scheduler.step()
            if epoch % self.log_every == 0:
                lr = self.optimizer.param_groups[0]["lr"]
                print(f"epoch {epoch:>2}/{epochs} | train {tr:.4f} | val {va:.4f} | lr {lr:.2e}")
        best = min(range(epochs), key=lambda i: self.history["val"][i])
        return best + 1, self.history["val"][best]

torch.manual_seed(123)
X = torch.randn(200, 4)
w = torch.tensor([2.0, -1.0, 0.5, 3.0])
y = (X @ w + 0.3 * torch.randn(200)).unsqueeze(1)
ds = TensorDataset(X, y)
train_ds, val_ds = random_split(ds, [160, 40], generator=torch.Generator().manual_seed(0))
model = nn.Sequential(nn.Linear(4, 16), nn.SiLU(), nn.Linear(16, 1))
opt = torch.optim.AdamW(model.parameters(), lr=1e-2)
trainer = Trainer(model, nn.MSELoss(), opt, torch.optim.lr_scheduler.StepLR(opt, 4, 0.5))
best_epoch, best_val = trainer.fit(DataLoader(train_ds, batch_size=32, shuffle=True), DataLoader(val_ds, batch_size=64), 10)
print(f"best epoch {best_epoch} with val loss {best_val:.4f}")
print(len(trainer.history["train"]), all(a >= 0 for a in trainer.history["train"]))
