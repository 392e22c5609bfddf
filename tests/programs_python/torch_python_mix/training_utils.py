import torch
import torch.nn as nn
from torch.utils.data import TensorDataset, DataLoader

class AverageMeter:
    """Computes and stores the average and current value"""
    def __init__(self, name, fmt=":f"):
        self.name = name
        self.fmt = fmt
        self.reset()

    def reset(self):
        self.val = 0
        self.avg = 0
        self.sum = 0
        self.count = 0

    def update(self, val, n=1):
        self.val = val
        self.sum += val * n
        self.count += n
        self.avg = self.sum / self.count

    def __str__(self):
        fmtstr = "{name} {val" + self.fmt + "} ({avg" + self.fmt + "})"
        return fmtstr.format(**self.__dict__)

class EarlyStopping:
    def __init__(self, patience=2, min_delta=0.0):
        self.patience, self.min_delta = patience, min_delta
        self.best = float("inf")
        self.bad = 0

    def __call__(self, loss):
        if loss < self.best - self.min_delta:
            self.best = loss
            self.bad = 0
        else:
            self.bad += 1
        return self.bad >= self.patience

def accuracy(output, target, topk=(1,)):
    with torch.no_grad():
        maxk = max(topk)
        batch_size = target.size(0)
        _, pred = output.topk(maxk, 1, True, True)
        pred = pred.t()
        correct = pred.eq(target.view(1, -1).expand_as(pred))
        res = []
        for k in topk:
            correct_k = correct[:k].reshape(-1).float().sum(0, keepdim=True)
            res.append(correct_k.mul_(100.0 / batch_size))
        return res

torch.manual_seed(8)
X = torch.randn(120, 10)
Y = (X[:, :3].sum(1) > 0).long() + (X[:, 3] > 1).long()
loader = DataLoader(TensorDataset(X, Y), batch_size=32, shuffle=True)
model = nn.Sequential(nn.Linear(10, 32), nn.ReLU(), nn.Linear(32, 3))
opt = torch.optim.SGD(model.parameters(), lr=0.2)
sched = torch.optim.lr_scheduler.MultiStepLR(opt, milestones=[3, 6], gamma=0.1)
stopper = EarlyStopping(patience=3)
for epoch in range(10):
    losses = AverageMeter("Loss", ":.4e")
    top1 = AverageMeter("Acc@1", ":6.2f")
    for xb, yb in loader:
        out = model(xb)
        loss = nn.functional.cross_entropy(out, yb)
        opt.zero_grad()
        loss.backward()
        opt.step()
        acc1, acc2 = accuracy(out, yb, topk=(1, 2))
        losses.update(loss.item(), xb.size(0))
        top1.update(acc1[0].item(), xb.size(0))
    sched.step()
    print(f"Epoch [{epoch}]", losses, top1, sched.get_last_lr())
    if stopper(losses.avg):
        print("early stop at", epoch)
        break
