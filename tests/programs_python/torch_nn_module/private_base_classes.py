# PyTorch's private nn bases: isinstance checks, a _Loss subclass (eager and
# scripted), a _WeightedLoss subclass; a 3-d module is no subclass of its 2-d sibling.
import torch
import torch.nn as nn
from torch.nn.modules.batchnorm import _BatchNorm, _NormBase
from torch.nn.modules.loss import _Loss, _WeightedLoss
from torch.nn.modules.conv import _ConvNd, _ConvTransposeNd
from torch.nn.modules.pooling import _MaxPoolNd, _AvgPoolNd, _AdaptiveAvgPoolNd, _AdaptiveMaxPoolNd
from torch.nn.modules.dropout import _DropoutNd
mods = [nn.BatchNorm1d(3), nn.BatchNorm2d(3), nn.BatchNorm3d(3), nn.Conv1d(2, 2, 1), nn.Conv2d(2, 2, 1), nn.ConvTranspose2d(2, 2, 1),
        nn.MaxPool1d(2), nn.MaxPool3d(2), nn.AvgPool1d(2), nn.AvgPool3d(2), nn.AdaptiveAvgPool3d(1), nn.AdaptiveMaxPool1d(1),
        nn.Dropout(), nn.Dropout2d(), nn.AlphaDropout(), nn.MSELoss(), nn.CrossEntropyLoss(), nn.NLLLoss(), nn.BCEWithLogitsLoss()]
for m in mods:
    print(type(m).__name__, [c.__name__ for c in (_BatchNorm, _NormBase, _Loss, _WeightedLoss, _ConvNd, _ConvTransposeNd, _MaxPoolNd, _AvgPoolNd, _AdaptiveAvgPoolNd, _AdaptiveMaxPoolNd, _DropoutNd, nn.BatchNorm2d, nn.MaxPool2d, nn.AvgPool2d) if isinstance(m, c)])
class FocalLoss(_Loss):
    def __init__(self, gamma=2.0, reduction="mean"):
        super().__init__(reduction=reduction)
        self.gamma = gamma
    def forward(self, logits, target):
        ce = nn.functional.cross_entropy(logits, target, reduction="none")
        p = torch.exp(-ce)
        loss = (1 - p) ** self.gamma * ce
        return loss.mean() if self.reduction == "mean" else loss.sum()
torch.manual_seed(0)
fl = FocalLoss()
print(fl, fl.reduction, round(fl(torch.randn(4, 3), torch.tensor([0, 1, 2, 1])).item(), 5))
s = torch.jit.script(fl)
print(s.code)
class WL(_WeightedLoss):
    def forward(self, x):
        return x.sum() if self.weight is None else (x * self.weight).sum()
print(WL()(torch.ones(2)), WL(torch.tensor([2.0, 3.0]))(torch.ones(2)), list(WL(torch.ones(2)).state_dict().keys()))
net = nn.Sequential(nn.Conv2d(3, 4, 3), nn.BatchNorm2d(4), nn.ReLU(), nn.Conv3d(1, 1, 1), nn.BatchNorm3d(1))
for m in net.modules():
    if isinstance(m, _ConvNd):
        nn.init.constant_(m.weight, 0.5)
    elif isinstance(m, _BatchNorm):
        m.weight.data.fill_(2.0)
print([float(p.view(-1)[0]) for p in net.parameters()])
print(torch.jit.script(nn.BatchNorm3d(2))(torch.ones(2, 2, 1, 1, 1)).shape)
