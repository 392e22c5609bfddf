import torch
from collections import Counter

torch.manual_seed(31)
num_classes = 4
preds = torch.randint(0, num_classes, (50,))
target = torch.randint(0, num_classes, (50,))
conf = torch.zeros(num_classes, num_classes, dtype=torch.long)
for t, p in zip(target.tolist(), preds.tolist()):
    conf[t, p] += 1
print(conf)
tp = conf.diag()
precision = tp.float() / conf.sum(0).clamp(min=1)
recall = tp.float() / conf.sum(1).clamp(min=1)
f1 = 2 * precision * recall / (precision + recall + 1e-8)
for c in range(num_classes):
    print(f"class {c}: P={precision[c]:.3f} R={recall[c]:.3f} F1={f1[c]:.3f}")
print("macro F1: {:.4f}".format(f1.mean().item()))
print(Counter(preds.tolist()))
conf2 = torch.bincount(target * num_classes + preds, minlength=num_classes ** 2).view(num_classes, num_classes)
print(torch.equal(conf, conf2))
scores = torch.rand(10)
labels = (torch.rand(10) > 0.5).int()
order = scores.argsort(descending=True)
print(labels[order].tolist())
ranked = sorted(zip(scores.tolist(), labels.tolist()), key=lambda p: p[0], reverse=True)
print([l for _, l in ranked] == labels[order].tolist())
cum = labels[order].cumsum(0)
print(cum)
topk = torch.topk(scores, 3)
print(topk.values.shape, topk.indices.tolist())
print(torch.unique(preds, return_counts=True))
print(torch.histc(scores, bins=4, min=0, max=1))
