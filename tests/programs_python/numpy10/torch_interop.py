# Moving data between numpy and torch: shared memory and dtypes.
import numpy as np
import torch

a = np.arange(6, dtype=np.float64).reshape(2, 3)
t = torch.from_numpy(a)
print(t, t.dtype)
t[0, 0] = 42.0
print(a[0, 0])
a[1, 2] = -1.0
print(t[1, 2])
x = torch.tensor(np.array([1, 2, 3]))
print(x, x.dtype)
y = torch.tensor(np.array([1.5, 2.5], dtype=np.float32))
print(y, y.dtype)
z = torch.as_tensor(np.array([[True, False]]))
print(z, z.dtype)
w = torch.tensor(np.array([1, 2]), dtype=torch.float32)
print(w)
f32 = torch.from_numpy(np.ones(3, dtype=np.float32)).float()
print(f32.dtype)
src = torch.arange(4.0)
n = src.numpy()
print(repr(n), n.dtype)
n[0] = 10
print(src)
out = torch.nn.functional.softmax(torch.tensor([[1.0, 2.0, 3.0]]), dim=1)
p = out.detach().numpy()
print(repr(p), p.dtype, p.shape)
print(p.sum(), p.argmax(), np.round(p, 3))
lt = torch.tensor([3, 1, 2])
print(repr(lt.numpy()), repr(torch.zeros(2, dtype=torch.bool).numpy()))
try:
    torch.ones(2, requires_grad=True).numpy()
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    torch.from_numpy([1, 2])
except TypeError as e:
    print("TypeError:", e)
print(torch.tensor(np.float64(2.5)), torch.tensor([np.float32(1.5), np.float32(2.0)]))
print(torch.tensor(np.int64(3)))
batch = np.random.RandomState(0).rand(4, 2).astype(np.float32)
print(torch.from_numpy(batch).sum(dim=0))
l = torch.tensor([0.5, 0.25]).numpy().tolist()
print(l)
print(np.array(torch.tensor([1.0, 2.0])), np.asarray(torch.tensor([[1, 2]])).dtype)
print(torch.tensor(np.arange(3)) * 2, torch.from_numpy(np.arange(3)).dtype)
