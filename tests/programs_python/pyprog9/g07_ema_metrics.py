# Training loop utilities: EMA of weights via deepcopy, AverageMeter, early stopping, train/val split.
import copy
import torch
import torch.nn as nn
from torch.utils.data import TensorDataset, DataLoader, random_split


class AverageMeter:
    def __init__(self, name, fmt=":.4f"):
        self.name, self.fmt = name, fmt
        self.reset()

    def reset(self):
        self.val = self.avg = self.sum = 0
        self.count = 0

    def update(self, val, n=1):
        self.val = val
        self.sum += val * n
        self.count += n
        self.avg = self.sum / self.count

    def __str__(self):
        fmtstr = "{name} {val" + self.fmt + "} ({avg" + self.fmt + "})"
        return fmtstr.format(**self.__dict__)


class ModelEMA:
    def __init__(self, model, decay=0.9):
        self.ema = copy.deepcopy(model).eval()
        self.decay = decay
        for p in self.ema.parameters():
            p.requires_grad_(False)

    @torch.no_grad()
    def update(self, model):
        msd = model.state_dict()
        for k, v in self.ema.state_dict().items():
            if v.dtype.is_floating_point:
                v.mul_(self.decay).add_(msd[k].detach(), alpha=1 - self.decay)


class EarlyStopping:
    def __init__(self, patience=2, min_delta=0.0):
        self.patience, self.min_delta = patience, min_delta
        self.best = float("inf")
        self.counter = 0

    def __call__(self, loss):
        if loss < self.best - self.min_delta:
            self.best = loss
            self.counter = 0
            return False
        self.counter += 1
        return self.counter >= self.patience


torch.manual_seed(0)
X = torch.randn(100, 3)
y = (X @ torch.tensor([1.0, -2.0, 0.5]) > 0).long()
ds = TensorDataset(X, y)
train_ds, val_ds = random_split(ds, [80, 20], generator=torch.Generator().manual_seed(1))
print(len(train_ds), len(val_ds), train_ds.indices[:5], type(train_ds).__name__)
train_dl = DataLoader(train_ds, batch_size=16, shuffle=True, generator=torch.Generator().manual_seed(2))
val_dl = DataLoader(val_ds, batch_size=20)
model = nn.Sequential(nn.Linear(3, 8), nn.ReLU(), nn.Linear(8, 2))
ema = ModelEMA(model)
print(ema.ema[0].weight.requires_grad, model[0].weight.requires_grad, ema.ema.training)
opt = torch.optim.SGD(model.parameters(), lr=0.5)
stopper = EarlyStopping(patience=2, min_delta=0.01)
for epoch in range(12):
    meter = AverageMeter("loss")
    model.train()
    for xb, yb in train_dl:
        loss = nn.functional.cross_entropy(model(xb), yb)
        opt.zero_grad()
        loss.backward()
        opt.step()
        ema.update(model)
        meter.update(loss.item(), xb.size(0))
    model.eval()
    with torch.no_grad():
        xb, yb = next(iter(val_dl))
        val_loss = nn.functional.cross_entropy(model(xb), yb).item()
        acc = (model(xb).argmax(1) == yb).float().mean().item()
        ema_acc = (ema.ema(xb).argmax(1) == yb).float().mean().item()
    print(epoch, str(meter)[:11], round(val_loss, 3), acc, ema_acc, meter.count)
    if stopper(round(val_loss, 3)):
        print("early stop at", epoch, "best", stopper.best)
        break
diff = sum((a - b).abs().sum().item() for a, b in zip(model.parameters(), ema.ema.parameters()))
print(diff > 0, ema.ema[0].weight is not model[0].weight)
