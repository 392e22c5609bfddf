# Basic, boolean and integer-array indexing and assignment.
import numpy as np

a = np.arange(12).reshape(3, 4)
print(a[0], a[-1], a[1, 2], a[1][2], a[:, 1], a[1:, ::2], a[..., -1])
print(a[::-1], a[:, ::-1], a[::-2, 1:3], a[None].shape, a[:, None, :].shape, a[:, np.newaxis].shape)
print(a[a > 5], a[[0, 2]], a[[0, 2], [1, 3]], a[np.array([2, 0])], a[:, [3, 0]])
mask = np.array([True, False, True])
print(a[mask], a[mask, 1:3])
v = np.array([10.0, 20.0, 30.0, 40.0, 50.0])
print(v[1:4], v[-2:], v[::-1], v[[4, 0]], v[v > 25], v[np.argsort(-v)[:2]])
b = a.copy()
b[0] = 0
b[1, :2] = [-1, -2]
b[b > 9] = 99
b[:, 3] = np.array([7, 8, 9])
b[[0, 2], [0, 0]] = 5
print(b)
c = np.zeros(5)
c[[1, 3]] = 1.5
c[c == 0] += 2
c[-1] = 7
print(c)
row = a[1]
row[0] = 100
print(a)
f = a.astype(np.float64)
f[0, :] = f[0, :] / 2
print(f)
z = np.zeros((2, 3))
z[:] = 4
z[0, 1:] = np.array([1.5, 2.5])
print(z)
print(a[0, 0], type(a[0, 0]).__name__, f[0, 1], type(f[0, 1]).__name__)
idx = np.array([0, 2])
print(a[idx, :][:, idx])
for r in a:
    print(r, r.sum())
print([x for x in v if x > 20])
print(3 in np.array([1, 2, 3]), 7 in a)
s = "{:.3f}".format(np.float64(2.0 / 3))
print(s, f"{np.mean(v):.2f}", "%d items" % a.size, int(np.int64(5)) + 1, float(np.float32(0.5)))
