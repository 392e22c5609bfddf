import numpy as np
import torch

t = torch.tensor([1.0, 2.0, 3.0])
a = np.array([10.0, 20.0, 30.0])
r1 = t + a
print(type(r1).__name__, r1)
try:
    r2 = a + t
except TypeError as e:
    print("TypeError:", str(e)[:40])
print(a / t, a == t, t == a)
for op in ["*", "-", "@", "<"]:
    try:
        eval("a " + op + " t")
    except TypeError as e:
        print(op, e)
print(np.add(a, t), np.sin(t), np.maximum(t, a))
print(t @ a, t * np.array(2.0), t + np.array([1, 2, 3]))
try:
    torch.ones(2, requires_grad=True) + np.ones(2)
except RuntimeError as e:
    print(e)
print(t * np.float64(2.0))
print(np.float32(3.0) * t)
print(t - np.array([1, 1, 1]))
print(t / a)
f = np.float64(1.5)
print(type(t.sum().item() + f).__name__)
print(torch.tensor(np.float32(2.5)))
print(t[np.int64(1)])
print(t[np.array([0, 2])])
m = torch.zeros(3, 3)
m[np.arange(3), np.arange(3)] = 1.0
print(m)
print(torch.tensor([np.float64(1.0), np.float64(2.0)]))
print(float(np.float32(0.1)) == 0.1, np.float32(0.1))
x = np.array([[1, 2], [3, 4]])
print(torch.tensor(x) @ torch.tensor(x))
print(t.numpy() + 1)
print(np.sum(t.numpy() * a))
print(torch.from_numpy(a).to(torch.float32) == t * 10)
