# numpy scalars and arrays meeting Python builtins, formatting and torch.
import numpy as np
import torch
a = np.array([1.0, 2.0])
print(type(a), type(a[0]), type(a.sum()), type(np.float32(1)))
t = torch.tensor([1.0, 2.0])
print(t + torch.from_numpy(a).float())
print(t * 2 + torch.as_tensor(a, dtype=torch.float32))
print(str(a), "{}".format(a), f"{a}", "%s" % a)
x = np.arange(6).reshape(2, 3)
print(x.shape[0], x.sum() / x.size, np.sum(x > 2) / len(x))
print(np.array([0.1, 0.2]).sum(), 0.1 + 0.2)
print(a.mean().item(), type(a.mean().item()))
print(round(np.float64(2.567), 2), round(float(np.float32(2.5))), abs(np.float64(-1.5)))
print(max(np.array([3, 1, 2])), sorted(np.array([3, 1, 2])), sum(np.array([1.5, 2.5])))
print(np.float64(3) ** 2, np.int64(7) // 2, np.int64(7) % 3, -np.int64(3))
print(torch.tensor(a).dtype, torch.tensor(a.astype(np.float32)).dtype, torch.from_numpy(np.array([True])).dtype)
d = {"loss": np.float64(0.25)}
print(d, [np.float32(0.5)], (np.int64(1), np.float64(2.0)))
print(np.array([1, 2]) == [1, 2], np.array([[1]]).squeeze().item())
