# Large reductions: numpy sums pairwise in 8192-element chunks; printed means match to the last digit.
import numpy as np
rs = np.random.RandomState(11)
x = rs.randint(0, 1000, 50000)
print(x.mean(), np.mean(x), x.std(), x.var())
f = rs.rand(30000).astype(np.float32)
print(f.mean(), f.sum(), np.mean(f, dtype=np.float64), f.std())
g = rs.randn(100000)
print(g.mean(), g.sum(), g.std())
b = rs.rand(20000) > 0.3
print(b.mean(), b.sum())
r = rs.rand(3, 20000)
print(r.sum(axis=1), r.mean(axis=1), r.sum(axis=0)[:3])
