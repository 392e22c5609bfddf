import warnings
import torch

def f(x):
    if x.sum() > 0:
        return x + 1
    return x - 1

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    tf = torch.jit.trace(f, torch.ones(3))
    cats = sorted(set(type(i.message).__name__ if not isinstance(i.message, str) else 'str' for i in w))
    print(cats)
    print(any(issubclass(i.category, torch.jit.TracerWarning) for i in w))
print(tf.code)
print(tf(-torch.ones(3)))

def g(x):
    return x.numpy().sum()

try:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        torch.jit.trace(lambda x: torch.tensor(g(x)), torch.ones(2))
    print("ok")
except Exception as e:
    print(type(e).__name__)
