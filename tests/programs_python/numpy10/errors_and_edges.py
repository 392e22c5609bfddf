# Comparisons with None, unsupported data, shape errors and empty arrays.
import numpy as np

a = np.array([1.0, 2.0])
print(a == None, a != None, a == "x")
try:
    np.zeros(2).reshape(3)
except ValueError as e:
    print("ValueError:", e)
try:
    np.random.choice(3, 5, replace=False)
except ValueError as e:
    print("ValueError:", e)
try:
    np.mean(np.zeros((2, 2)), axis=2)
except Exception as e:
    print(type(e).__name__, e)
try:
    np.arange(4).max(axis=1)
except Exception as e:
    print(type(e).__name__)
try:
    print(bool(np.array([1, 2])))
except ValueError as e:
    print("ValueError:", e)
try:
    x = np.arange(3)
    x += 1.5
except Exception as e:
    print(type(e).__name__, e)
print(repr(np.array([])), np.zeros((0, 3)).shape, np.sum(np.array([])), np.arange(0))
print(np.concatenate([np.zeros(0), np.ones(2)]), len(np.zeros((0, 2))))
