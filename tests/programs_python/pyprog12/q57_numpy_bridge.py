import numpy as np
import torch

a = np.arange(6, dtype=np.float32).reshape(2, 3)
t = torch.from_numpy(a)
t[0, 0] = 100
print(a[0, 0], t.dtype, t.shape)
n = torch.ones(3).numpy()
print(type(n).__name__, n.dtype, n)
print(torch.tensor(np.array([1, 2, 3])).dtype, torch.as_tensor(np.float64(2.5)), torch.tensor(np.int64(4)))
b = np.random.RandomState(0).rand(3)
print(np.round(b, 4), torch.tensor(b).dtype)
print(np.array(torch.tensor([1.5, 2.5])), np.asarray(torch.arange(3)).sum())
x = torch.arange(4.0)
print(np.mean(x.numpy()), float(np.std(x.numpy())), x.numpy().tolist())
print(torch.from_numpy(np.zeros((2, 2), dtype=np.int16)).dtype, torch.from_numpy(np.array([True, False])).dtype)
print(np.concatenate([x.numpy(), x.numpy()]).shape, torch.stack([torch.from_numpy(np.ones(2)), torch.zeros(2, dtype=torch.float64)]))
e = np.eye(2)
print(torch.tensor(e) @ torch.tensor(e), (torch.tensor(e) + 1).numpy())
print(x.numpy().dtype == np.float32, x.numpy().flags["C_CONTIGUOUS"], x.reshape(2, 2).T.numpy().flags["C_CONTIGUOUS"])
