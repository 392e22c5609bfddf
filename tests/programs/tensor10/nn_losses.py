import torch
import torch.nn as nn
import torch.nn.functional as F


@torch.jit.script
def losses(logits: torch.Tensor, target: torch.Tensor):
    return [F.cross_entropy(logits, target), F.cross_entropy(logits, target, label_smoothing=0.1),
            F.cross_entropy(logits, target, ignore_index=2), F.cross_entropy(logits, target, reduction="none"),
            F.cross_entropy(logits, target, weight=torch.tensor([1.0, 2.0, 0.5, 1.0]), label_smoothing=0.2),
            F.cross_entropy(logits, target, reduction="sum", ignore_index=0, label_smoothing=0.3),
            F.nll_loss(F.log_softmax(logits, 1), target, weight=torch.tensor([1.0, 2.0, 0.5, 1.0])),
            F.cross_entropy(logits, F.softmax(logits * 2, 1)), F.cross_entropy(logits, F.softmax(logits * 2, 1), label_smoothing=0.5)]


logits = torch.tensor([[1.0, 2.0, 0.5, -1.0], [0.1, 0.2, 3.0, 0.0], [2.0, -2.0, 0.0, 1.0]])
target = torch.tensor([1, 2, 0])
for t in losses(logits, target):
    print(torch.round(t, decimals=5))
seq = torch.arange(24.0).reshape(2, 4, 3) / 10
print(torch.round(F.cross_entropy(seq, torch.tensor([[0, 1, 3], [2, 2, -100]])), decimals=5))
ce = nn.CrossEntropyLoss(ignore_index=1, label_smoothing=0.05, reduction="mean")
print(torch.round(ce(logits, target), decimals=5), ce.ignore_index, ce.label_smoothing)
print(torch.round(F.cross_entropy(logits, torch.tensor([2, 2, 2]), ignore_index=2), decimals=5))
p = torch.tensor([0.2, 0.7, 0.99])
y = torch.tensor([0.0, 1.0, 1.0])
print(torch.round(torch.stack([F.binary_cross_entropy(p, y), F.binary_cross_entropy_with_logits(p, y, pos_weight=torch.tensor([2.0])),
      F.mse_loss(p, y), F.l1_loss(p, y), F.smooth_l1_loss(p, y, beta=0.5), F.huber_loss(p, y, delta=0.3),
      F.kl_div(p.log(), y, reduction="batchmean"), F.soft_margin_loss(p, y), F.poisson_nll_loss(p, y),
      F.margin_ranking_loss(p, y, torch.tensor([1.0, -1.0, 1.0])), F.hinge_embedding_loss(p, torch.tensor([1.0, -1.0, 1.0])),
      F.multi_margin_loss(logits, target), F.multilabel_soft_margin_loss(logits, (logits > 0).float()),
      F.gaussian_nll_loss(p, y, torch.ones(3)), F.cosine_embedding_loss(logits, logits.flip(0), torch.tensor([1, -1, 1])),
      F.triplet_margin_loss(logits, logits * 0.5, logits.flip(0))]), decimals=4))
