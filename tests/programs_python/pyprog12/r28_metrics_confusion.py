import torch
from collections import defaultdict

torch.manual_seed(3)
n_cls = 3
pred = torch.randint(0, n_cls, (30,))
true = torch.randint(0, n_cls, (30,))
cm = torch.zeros(n_cls, n_cls, dtype=torch.long)
for t, p in zip(true, pred):
    cm[t, p] += 1
print(cm)
cm2 = torch.bincount(true * n_cls + pred, minlength=n_cls * n_cls).view(n_cls, n_cls)
print(torch.equal(cm, cm2))
tp = cm.diag().float()
precision = tp / cm.sum(0).clamp(min=1)
recall = tp / cm.sum(1).clamp(min=1)
f1 = 2 * precision * recall / (precision + recall).clamp(min=1e-8)
header = f"{'class':<6}{'prec':>7}{'rec':>7}{'f1':>7}{'n':>4}"
print(header)
print("-" * len(header))
for c in range(n_cls):
    print(f"{c:<6}{precision[c]:>7.3f}{recall[c]:>7.3f}{f1[c]:>7.3f}{int(cm[c].sum()):>4}")
print(f"{'macro':<6}{precision.mean():>7.3f}{recall.mean():>7.3f}{f1.mean():>7.3f}")
print(f"accuracy {tp.sum() / cm.sum():.2%}")
scores = torch.rand(30)
labels = (scores + 0.3 * torch.randn(30) > 0.5).long()
order = torch.argsort(scores, descending=True)
tps = torch.cumsum(labels[order], 0).float()
fps = torch.cumsum(1 - labels[order], 0).float()
tpr = tps / labels.sum()
fpr = fps / (1 - labels).sum()
auc = torch.trapz(torch.cat([torch.zeros(1), tpr]), torch.cat([torch.zeros(1), fpr]))
print(f"auc={auc.item():.4f}")
per = defaultdict(list)
for s, l in zip(scores.tolist(), labels.tolist()):
    per[l].append(round(s, 2))
print({k: len(v) for k, v in sorted(per.items())})
print(torch.histc(scores, bins=5, min=0, max=1).long().tolist())
