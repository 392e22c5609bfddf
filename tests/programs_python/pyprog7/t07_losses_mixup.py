# Training tricks: mixup, label smoothing, focal loss, gradient accumulation, clipping, EMA weights,
# and early stopping with a best-state checkpoint held in memory.
import copy
import math
import torch
import torch.nn as nn
import torch.nn.functional as F


class FocalLoss(nn.Module):
    def __init__(self, gamma=2.0, alpha=None, reduction="mean"):
        super().__init__()
        self.gamma = gamma
        self.alpha = alpha
        self.reduction = reduction

    def forward(self, logits, target):
        logp = F.log_softmax(logits, dim=-1)
        logp_t = logp.gather(1, target.unsqueeze(1)).squeeze(1)
        p_t = logp_t.exp()
        loss = -((1 - p_t) ** self.gamma) * logp_t
        if self.alpha is not None:
            loss = loss * self.alpha[target]
        if self.reduction == "mean":
            return loss.mean()
        if self.reduction == "sum":
            return loss.sum()
        return loss


def mixup(x, y, num_classes, lam):
    index = torch.arange(x.size(0) - 1, -1, -1)
    y1 = F.one_hot(y, num_classes).float()
    return lam * x + (1 - lam) * x[index], lam * y1 + (1 - lam) * y1[index]


def soft_cross_entropy(logits, soft_targets):
    return torch.sum(-soft_targets * F.log_softmax(logits, dim=-1), dim=-1).mean()


class EMA:
    def __init__(self, model, decay=0.9):
        self.decay = decay
        self.shadow = {k: v.detach().clone() for k, v in model.state_dict().items()}

    @torch.no_grad()
    def update(self, model):
        for k, v in model.state_dict().items():
            if v.dtype.is_floating_point:
                self.shadow[k].mul_(self.decay).add_(v, alpha=1 - self.decay)


logits = torch.tensor([[2.0, 0.5, -1.0], [0.1, 0.2, 0.3]])
target = torch.tensor([0, 2])
print(round(F.cross_entropy(logits, target).item(), 5))
print(round(F.cross_entropy(logits, target, label_smoothing=0.1).item(), 5))
print(round(FocalLoss(gamma=0.0)(logits, target).item(), 5), round(FocalLoss()(logits, target).item(), 5))
print(FocalLoss(alpha=torch.tensor([0.25, 0.5, 0.75]), reduction="none")(logits, target).round(decimals=5))
mx, my = mixup(torch.eye(3), torch.tensor([0, 1, 2]), 3, 0.7)
print(mx, my, sep="\n")

torch.manual_seed(3)
X = torch.randn(96, 6)
Y = (X.sum(1) > 0).long()
Xv, Yv = X[64:], Y[64:]
X, Y = X[:64], Y[:64]
model = nn.Sequential(nn.Linear(6, 12), nn.ReLU(), nn.Dropout(0.1), nn.Linear(12, 2))
opt = torch.optim.AdamW(model.parameters(), lr=0.02, weight_decay=0.01)
ema = EMA(model)
crit = FocalLoss()
accum = 2
best_loss, best_state, bad, patience = math.inf, None, 0, 3
for epoch in range(25):
    model.train()
    opt.zero_grad()
    for step, i in enumerate(range(0, 64, 16)):
        xb, yb = X[i:i + 16], Y[i:i + 16]
        if step % 2 == 0:
            xm, ym = mixup(xb, yb, 2, 0.8)
            loss = soft_cross_entropy(model(xm), ym)
        else:
            loss = crit(model(xb), yb)
        (loss / accum).backward()
        if (step + 1) % accum == 0:
            total_norm = nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)
            opt.step()
            opt.zero_grad()
            ema.update(model)
    model.eval()
    with torch.no_grad():
        vloss = F.cross_entropy(model(Xv), Yv).item()
    if vloss < best_loss - 1e-4:
        best_loss, best_state, bad = vloss, copy.deepcopy(model.state_dict()), 0
    else:
        bad += 1
        if bad >= patience:
            break
print("stopped at epoch <= 24:", epoch <= 24, "best loss < 0.7:", best_loss < 0.7)
model.load_state_dict(best_state)
ema_model = copy.deepcopy(model)
ema_model.load_state_dict(ema.shadow)
with torch.no_grad():
    acc = (model(Xv).argmax(1) == Yv).float().mean().item()
    acc_ema = (ema_model(Xv).argmax(1) == Yv).float().mean().item()
print("acc > 0.6:", acc > 0.6, "ema acc > 0.5:", acc_ema > 0.5)
print(type(total_norm).__name__, total_norm.dim())
print(sorted(ema.shadow.keys()))
