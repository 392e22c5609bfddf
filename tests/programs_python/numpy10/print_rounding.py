# Rounding at the print precision: ties, cut-off digits, float32 extremes.
import numpy as np
np.set_printoptions(precision=2)
print(np.array([0.125, 1.0]), np.array([0.375, 2.5]), np.array([1.005, 2.675]), np.array([0.5, 1.5, 2.5]))
np.set_printoptions(precision=1)
print(np.array([0.25, 0.35, 0.45]), np.array([1e-5, 0.25]))
np.set_printoptions(precision=8)
print(np.array([1.0000000050000000, 2.0]), np.array([0.123456785, 0.1]))
print(np.array([1e16, 1.0]), np.array([123456789012.0]), np.array([1.5e-4, 2.0e-4]))
print(np.array([np.float32(16777217.0)]), np.array([3.4e38], dtype=np.float32))
