import numpy as np
import torch
from torch.utils.data import Dataset, DataLoader

rng = np.random.default_rng(0)
X = rng.normal(size=(10, 3)).astype(np.float32)
y = (X.sum(1) > 0).astype(np.int64)


class NumpyDS(Dataset):
    def __init__(self, X, y, transform=None):
        self.X, self.y, self.transform = X, y, transform

    def __len__(self):
        return len(self.X)

    def __getitem__(self, i):
        x = self.X[i]
        if self.transform:
            x = self.transform(x)
        return x, self.y[i]


ds = NumpyDS(X, y, transform=lambda a: (a - a.mean()) / (a.std() + 1e-6))
xb, yb = next(iter(DataLoader(ds, batch_size=4)))
print(type(xb).__name__, xb.dtype, yb.dtype, xb.shape, yb.tolist() == y[:4].tolist())
t = torch.from_numpy(X)
X[0, 0] = 100.0
print(t[0, 0].item(), t.dtype, t.is_contiguous())
n = torch.arange(4.0).numpy()
n[0] = -1
print(n, type(n).__name__, n.dtype)
a = torch.tensor(np.array([[1, 2], [3, 4]]))
print(a, a.dtype, torch.as_tensor(np.float64(2.5)), torch.tensor(np.int32(3)).dtype)
print(np.asarray(torch.ones(2)), np.array(torch.tensor([1, 2])).sum(), torch.ones(2).numpy().tolist())
m = torch.from_numpy(np.arange(6).reshape(2, 3)).T
print(m.stride(), m.numpy().flags["C_CONTIGUOUS"] if hasattr(m.numpy(), "flags") else None)
print(float(np.float32(0.1)), torch.tensor([0.1], dtype=torch.float64).numpy().item(), np.round(np.pi, 3))
arr = rng.integers(0, 10, size=5)
print(arr.tolist(), arr.dtype, torch.from_numpy(arr).dtype)
