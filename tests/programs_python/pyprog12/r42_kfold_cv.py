import torch
import torch.nn as nn
from torch.utils.data import TensorDataset, Subset, DataLoader

torch.manual_seed(0)
X = torch.randn(30, 2)
Y = (X[:, 0] - X[:, 1] > 0).long()
ds = TensorDataset(X, Y)
k = 3
perm = torch.randperm(len(ds)).tolist()
folds = [perm[i::k] for i in range(k)]
scores = []
for i in range(k):
    val_idx = folds[i]
    train_idx = [j for f, fold in enumerate(folds) if f != i for j in fold]
    model = nn.Linear(2, 2)
    opt = torch.optim.SGD(model.parameters(), lr=0.5)
    for epoch in range(20):
        for xb, yb in DataLoader(Subset(ds, train_idx), batch_size=10, shuffle=False):
            opt.zero_grad()
            nn.functional.cross_entropy(model(xb), yb).backward()
            opt.step()
    with torch.no_grad():
        xv, yv = ds[val_idx]
        acc = (model(xv).argmax(1) == yv).float().mean().item()
    scores.append(acc)
    print(f"fold {i}: train={len(train_idx)} val={len(val_idx)} acc={acc:.2f}")
t = torch.tensor(scores)
print(f"mean={t.mean():.3f} std={t.std():.3f}")
