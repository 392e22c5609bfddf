import torch
import torch.nn as nn
import torch.nn.functional as F

class FocalLoss(nn.Module):
    def __init__(self, gamma=2.0, alpha=None, reduction="mean"):
        super().__init__()
        self.gamma = gamma
        self.register_buffer("alpha", alpha if alpha is not None else None)
        self.reduction = reduction
    def forward(self, logits, target):
        logp = F.log_softmax(logits, dim=-1)
        logpt = logp.gather(1, target.unsqueeze(1)).squeeze(1)
        pt = logpt.exp()
        loss = -((1 - pt) ** self.gamma) * logpt
        if self.alpha is not None:
            loss = loss * self.alpha[target]
        return {"mean": loss.mean(), "sum": loss.sum(), "none": loss}[self.reduction]
    def extra_repr(self):
        return f"gamma={self.gamma}, reduction={self.reduction!r}"

class LabelSmoothing(nn.Module):
    def __init__(self, eps=0.1):
        super().__init__()
        self.eps = eps
    def forward(self, logits, target):
        n = logits.size(-1)
        logp = F.log_softmax(logits, dim=-1)
        true = torch.full_like(logp, self.eps / (n - 1)).scatter_(1, target.unsqueeze(1), 1 - self.eps)
        return -(true * logp).sum(-1).mean()

torch.manual_seed(0)
logits = torch.randn(6, 4, requires_grad=True)
target = torch.tensor([0, 1, 2, 3, 0, 1])
fl = FocalLoss(alpha=torch.tensor([1.0, 2.0, 1.0, 0.5]))
print(fl)
l = fl(logits, target)
l.backward()
print(round(l.item(), 4), torch.round(logits.grad.sum(1), decimals=4))
print(round(FocalLoss(gamma=0.0)(logits, target).item(), 4), round(F.cross_entropy(logits, target).item(), 4))
print(torch.round(FocalLoss(reduction="none")(logits, target), decimals=4))
ls = LabelSmoothing(0.1)
print(round(ls(logits, target).item(), 4))
print(list(fl.state_dict().keys()), list(FocalLoss().state_dict().keys()))
