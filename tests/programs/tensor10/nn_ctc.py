import torch
import torch.nn.functional as F

lp = (torch.arange(60.0).reshape(5, 2, 6).sin() * 3).log_softmax(2)
targets = torch.tensor([[1, 2, 2], [3, 1, 0]])
il = torch.tensor([5, 4])
tl = torch.tensor([3, 2])
for red in ["none", "mean", "sum"]:
    print(red, torch.round(F.ctc_loss(lp, targets, il, tl, reduction=red), decimals=4))
print(torch.round(F.ctc_loss(lp, torch.tensor([1, 2, 2, 3, 1]), il, tl, blank=0), decimals=4))
print(torch.round(F.ctc_loss(lp, targets, il, tl, blank=5, zero_infinity=True), decimals=4))
print(F.ctc_loss(lp[:2], targets, torch.tensor([2, 2]), tl, reduction="none"), F.ctc_loss(lp[:2], targets, torch.tensor([2, 2]), tl, reduction="none", zero_infinity=True))
