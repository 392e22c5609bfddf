# Seeded layers run eagerly: outputs of the stdlib classes (their forward
# runs the same source the scripted path compiles).
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
x2 = torch.randn(2, 3, 6, 6)
x1 = torch.randn(2, 3, 8)
cases = [
    (nn.Conv2d(3, 4, 3, padding=1), x2),
    (nn.Conv2d(3, 3, 3, groups=3, stride=2), x2),
    (nn.Conv1d(3, 2, 3), x1),
    (nn.ConvTranspose2d(3, 2, 2, stride=2), x2[:, :, :2, :2]),
    (nn.BatchNorm2d(3), x2),
    (nn.LayerNorm(6), x2[0, 0]),
    (nn.GroupNorm(1, 3), x2),
    (nn.InstanceNorm1d(3), x1),
    (nn.MaxPool2d(2), x2),
    (nn.AvgPool2d(3, stride=2, padding=1), x2),
    (nn.AdaptiveAvgPool2d((2, 3)), x2),
    (nn.PReLU(), x1),
    (nn.Upsample(scale_factor=2, mode="nearest"), x2[:, :1, :2, :2]),
    (nn.Embedding(5, 2), torch.tensor([[0, 4], [1, 1]])),
    (nn.Linear(8, 3), x1),
    (nn.Bilinear(8, 8, 2), (x1[0], x1[1])),
]
for layer, inp in cases:
    out = layer(*inp) if isinstance(inp, tuple) else layer(inp)
    print(type(layer).__name__, tuple(out.shape), round(out.sum().item(), 3))
    print(out.flatten()[:6])

bn = nn.BatchNorm1d(3)
data = torch.randn(4, 3)
bn(data)
print(bn.running_mean, bn.running_var, bn.num_batches_tracked)
bn.eval()
print(bn(data))

drop = nn.Dropout(0.5)
ones = torch.ones(8)
drop.eval()
print(drop(ones))
drop.train()
torch.manual_seed(3)
print(drop(ones))
torch.manual_seed(3)
print(F.dropout(ones, 0.5, training=True))

lstm = nn.LSTM(3, 4, batch_first=True)
out, (h, c) = lstm(torch.randn(2, 5, 3))
print(out.shape, h.shape, c.shape)
print(torch.round(h * 1e4) / 1e4)

ce = nn.CrossEntropyLoss()
logits = torch.randn(4, 5)
target = torch.tensor([1, 0, 4, 2])
print(ce(logits, target), F.cross_entropy(logits, target, reduction="sum"))
print(nn.MSELoss()(logits, torch.zeros(4, 5)), nn.L1Loss(reduction="none")(logits[0], torch.zeros(5)))
print(nn.BCEWithLogitsLoss()(logits, torch.ones(4, 5)))
print(nn.NLLLoss()(F.log_softmax(logits, dim=1), target))
print(nn.SmoothL1Loss()(logits, torch.zeros(4, 5)), nn.KLDivLoss(reduction="batchmean")(F.log_softmax(logits, 1), F.softmax(logits * 2, 1)))
