# Statistics helpers: percentiles, einsum, pad, cov/corrcoef, nan-aware sums.
import numpy as np
x = np.array([3.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0, 6.0])
print(np.percentile(x, 50), np.percentile(x, [25, 75]), np.quantile(x, 0.9), np.percentile(np.arange(10), 33))
print(np.nan_to_num(np.array([np.nan, 1.0, np.inf])))
print(np.einsum("ij,jk->ik", np.ones((2, 3)), np.arange(6).reshape(3, 2)), np.einsum("i,i->", x, x))
print(np.pad(np.ones((2, 2)), 1), np.pad(np.arange(3), (1, 2), constant_values=9))
m = np.random.RandomState(2).randn(3, 5)
print(np.cov(m), np.corrcoef(m[0], m[1]))
print(np.nansum(np.array([1.0, np.nan, 2.0])), np.nanmean(np.array([1.0, np.nan, 2.0])))
print(np.logspace(0, 2, 3))
with np.errstate(divide="ignore"):
    print(np.log(np.array([0.0, 1.0])))
