import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(5, 4, requires_grad=True)
target = torch.tensor([0, 3, -100, 2, 1])
for kw in [dict(), dict(label_smoothing=0.1), dict(reduction="sum"), dict(reduction="none"),
           dict(weight=torch.tensor([1.0, 2.0, 0.5, 1.0])),
           dict(weight=torch.tensor([1.0, 2.0, 0.5, 1.0]), label_smoothing=0.2)]:
    crit = nn.CrossEntropyLoss(**kw)
    loss = crit(logits, target)
    print({k: (v.tolist() if torch.is_tensor(v) else v) for k, v in kw.items()},
          [round(x, 4) for x in loss.reshape(-1).tolist()])
ign = nn.CrossEntropyLoss(ignore_index=1)
print(round(ign(logits, torch.tensor([0, 1, 1, 2, 3])).item(), 4))
probs = F.softmax(torch.randn(5, 4), dim=1)
print(round(F.cross_entropy(logits, probs).item(), 4))
loss = F.cross_entropy(logits, torch.tensor([0, 3, 1, 2, 1]), label_smoothing=0.05)
loss.backward()
print([round(x, 4) for x in logits.grad[0].tolist()])
img = torch.randn(2, 3, 2, 2)
tgt = torch.randint(0, 3, (2, 2, 2))
print(round(F.cross_entropy(img, tgt).item(), 4))
print(round(F.nll_loss(F.log_softmax(img, 1), tgt, reduction="sum").item(), 4))
print(round(F.binary_cross_entropy_with_logits(torch.randn(4), torch.tensor([1., 0., 1., 0.]), pos_weight=torch.tensor(2.0)).item(), 4))
print(round(F.kl_div(F.log_softmax(torch.randn(3, 4), 1), F.softmax(torch.randn(3, 4), 1), reduction="batchmean").item(), 4))
print(round(F.huber_loss(torch.tensor([0., 2., 5.]), torch.zeros(3), delta=1.5).item(), 4))
print(round(F.margin_ranking_loss(torch.tensor([1., 2.]), torch.tensor([2., 1.]), torch.tensor([1., 1.]), margin=0.5).item(), 4))
print(round(F.cosine_embedding_loss(torch.randn(3, 4), torch.randn(3, 4), torch.tensor([1, -1, 1])).item(), 4))
print(round(nn.TripletMarginLoss(margin=1.0)(torch.randn(3, 4), torch.randn(3, 4), torch.randn(3, 4)).item(), 4))
print(round(nn.PoissonNLLLoss()(torch.randn(4), torch.tensor([1., 2., 0., 3.])).item(), 4))
print(round(nn.GaussianNLLLoss()(torch.randn(4), torch.randn(4), torch.ones(4)).item(), 4))
print(round(nn.MultiLabelSoftMarginLoss()(torch.randn(2, 3), torch.tensor([[1., 0., 1.], [0., 1., 0.]])).item(), 4))
print(round(nn.SoftMarginLoss()(torch.randn(3), torch.tensor([1., -1., 1.])).item(), 4))
print(round(nn.HingeEmbeddingLoss()(torch.randn(3), torch.tensor([1., -1., 1.])).item(), 4))
print(round(nn.MultiMarginLoss()(torch.randn(3, 4), torch.tensor([0, 1, 3])).item(), 4))
