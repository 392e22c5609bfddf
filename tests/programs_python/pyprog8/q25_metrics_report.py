# Evaluating a classifier: confusion matrix via bincount, per-class precision/recall, a formatted report.
import torch

torch.manual_seed(0)
num_classes = 3
logits = torch.randn(20, num_classes)
targets = torch.randint(0, num_classes, (20,))
preds = logits.argmax(dim=1)

cm = torch.bincount(targets * num_classes + preds, minlength=num_classes ** 2).reshape(num_classes, num_classes)
print(cm)
tp = cm.diag().float()
precision = tp / cm.sum(0).clamp(min=1)
recall = tp / cm.sum(1).clamp(min=1)
f1 = torch.where(precision + recall > 0, 2 * precision * recall / (precision + recall), torch.zeros(num_classes))
names = ["cat", "dog", "bird"]
print(f"{'class':<6}{'prec':>7}{'rec':>7}{'f1':>7}{'n':>4}")
for i, n in enumerate(names):
    print(f"{n:<6}{precision[i]:>7.3f}{recall[i]:>7.3f}{f1[i]:>7.3f}{int(cm[i].sum()):>4}")
acc = (preds == targets).float().mean()
print(f"accuracy {acc:.2%}, macro-f1 {f1.mean().item():.4f}")
probs = torch.softmax(logits, 1)
top2 = probs.topk(2, dim=1).indices
top2_acc = (top2 == targets[:, None]).any(1).float().mean()
print("top-2 accuracy", round(top2_acc.item(), 4))
nll = torch.nn.functional.nll_loss(torch.log_softmax(logits, 1), targets)
print("nll", round(nll.item(), 4), "ce", round(torch.nn.functional.cross_entropy(logits, targets).item(), 4))
print("per-class counts", torch.unique(targets, return_counts=True))
conf, which = probs.max(1)
bins = torch.bucketize(conf, torch.tensor([0.4, 0.6, 0.8]))
print("confidence bins", torch.bincount(bins, minlength=4).tolist())
print("hist", torch.histc(conf, bins=4, min=0, max=1).tolist())
stats = {n: {"tp": int(tp[i]), "support": int(cm[i].sum())} for i, n in enumerate(names)}
print(stats, max(stats, key=lambda k: stats[k]["support"]))
