# A typical PyTorch script: numpy data prep, normalization, shuffled
# mini-batches with np.random.permutation, accuracy with np.mean.
import numpy as np
import torch
import torch.nn as nn

np.random.seed(0)
torch.manual_seed(0)

n, d = 200, 4
X = np.random.randn(n, d).astype(np.float32)
true_w = np.array([1.5, -2.0, 0.5, 1.0], dtype=np.float32)
y = (X @ true_w + 0.1 * np.random.randn(n).astype(np.float32) > 0).astype(np.int64)
print(X.shape, X.dtype, y.shape, y.dtype, y[:10], np.bincount(y))

mean = X.mean(axis=0)
std = X.std(axis=0)
Xn = (X - mean) / std
print(np.round(Xn.mean(axis=0), 4), np.round(Xn.std(axis=0), 4), Xn.dtype)

split = int(0.8 * n)
idx = np.random.permutation(n)
train_idx, val_idx = idx[:split], idx[split:]
X_train, y_train = Xn[train_idx], y[train_idx]
X_val, y_val = Xn[val_idx], y[val_idx]
print(len(X_train), len(X_val), train_idx[:5])

model = nn.Sequential(nn.Linear(d, 8), nn.ReLU(), nn.Linear(8, 2))
opt = torch.optim.SGD(model.parameters(), lr=0.1)
loss_fn = nn.CrossEntropyLoss()
batch_size = 32
for epoch in range(3):
    perm = np.random.permutation(len(X_train))
    losses = []
    for start in range(0, len(perm), batch_size):
        b = perm[start:start + batch_size]
        xb = torch.from_numpy(X_train[b])
        yb = torch.from_numpy(y_train[b])
        opt.zero_grad()
        loss = loss_fn(model(xb), yb)
        loss.backward()
        opt.step()
        losses.append(loss.item())
    with torch.no_grad():
        logits = model(torch.tensor(X_val))
    preds = logits.argmax(dim=1).numpy()
    acc = np.mean(preds == y_val)
    print(f"epoch {epoch}: loss {np.mean(losses):.4f} val acc {acc:.3f}", type(acc).__name__)

probs = torch.softmax(logits, dim=1).numpy()
print(probs.shape, probs.dtype, np.round(probs[:3], 3))
print((preds == y_val).sum(), np.sum(preds != y_val), np.count_nonzero(preds))
conf = np.zeros((2, 2), dtype=np.int64)
for p, t in zip(preds, y_val):
    conf[t, p] += 1
print(conf)
print("accuracy", (conf[0, 0] + conf[1, 1]) / conf.sum())
