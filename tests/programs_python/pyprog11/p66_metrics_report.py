import torch

torch.manual_seed(8)
n_cls = 3
logits = torch.randn(30, n_cls)
target = torch.randint(0, n_cls, (30,))
pred = logits.argmax(1)
conf = torch.zeros(n_cls, n_cls, dtype=torch.long)
for t, p in zip(target, pred):
    conf[t, p] += 1
print(conf)
tp = conf.diag().float()
precision = tp / conf.sum(0).clamp(min=1)
recall = tp / conf.sum(1).clamp(min=1)
f1 = 2 * precision * recall / (precision + recall).clamp(min=1e-8)
print(f"{'class':>6} {'prec':>6} {'rec':>6} {'f1':>6} {'n':>4}")
for c in range(n_cls):
    print(f"{c:>6} {precision[c]:6.3f} {recall[c]:6.3f} {f1[c]:6.3f} {int(conf[c].sum()):>4}")
print(f"accuracy {tp.sum() / conf.sum():.4f}  macro-f1 {f1.mean():.4f}")
probs = logits.softmax(1)
top2 = probs.topk(2, dim=1).indices
print("top2 acc", (top2 == target[:, None]).any(1).float().mean().item())
scores = probs[:, 1]
labels = (target == 1).float()
order = scores.argsort(descending=True)
tps = labels[order].cumsum(0)
fps = (1 - labels[order]).cumsum(0)
tpr = tps / labels.sum()
fpr = fps / (1 - labels).sum()
auc = torch.trapz(torch.cat([torch.zeros(1), tpr]), torch.cat([torch.zeros(1), fpr]))
print("auc", round(auc.item(), 4))
ece_bins = torch.linspace(0, 1, 6)
confid, _ = probs.max(1)
correct = (pred == target).float()
ece = 0.0
for lo, hi in zip(ece_bins[:-1], ece_bins[1:]):
    m = (confid > lo) & (confid <= hi)
    if m.any():
        ece += m.float().mean() * (confid[m].mean() - correct[m].mean()).abs()
print("ece", round(float(ece), 4))
print(torch.nn.functional.one_hot(pred, n_cls).sum(0), torch.bincount(target, minlength=n_cls))
