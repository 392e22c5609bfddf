import numpy as np
import torch

# numpy scalar arithmetic keeps numpy types (losses and metrics computed in numpy)
preds = np.array([0.2, 0.7, 0.9, 0.4])
labels = np.array([0, 1, 1, 0])
acc = ((preds > 0.5) == labels).mean()
print(type(acc).__name__, acc, acc * 100, type(acc * 100).__name__)
mse = ((preds - labels) ** 2).mean()
print(f"mse={mse:.4f}", type(mse + 1).__name__, round(mse, 3), type(round(mse, 3)).__name__)
total = np.int64(7)
print(total // 2, total / 2, type(total // 2).__name__, type(total / 2).__name__, -total, abs(-total))
print(np.float64(1.0) / 0, np.int64(10) // 0)
print(type(1.5 * np.float64(2)).__name__, type(2 + np.int64(3)).__name__)
print(np.float64(2.567).round(2), round(np.float64(2.5)), divmod(np.float64(7.5), 2))
try:
    np.int64(2) ** -1
except ValueError as e:
    print("ValueError:", e)
t = torch.tensor([1.0, 2.0])
print(np.float64(2.0) * t, t * np.float64(3.0), np.int64(2) + t)
print(t[np.int64(1)], t[np.array([1, 0])], t[np.array([True, False])])
m = torch.zeros(2, 3)
m[np.array([0, 1]), np.array([2, 0])] = 5.0
print(m)
vals = [np.float64(0.5), np.float64(1.25)]
print(sum(vals), type(sum(vals)).__name__, max(vals), np.mean(vals))
scores = {"a": np.float32(0.5), "b": np.float64(0.25)}
print({k: float(v) for k, v in scores.items()})
print(np.sqrt(np.float64(16.0)), np.exp(np.float64(0)), np.int64(5) & 3, np.int64(1) << 4)
