import warnings
import torch

def f(x):
    if x.sum() > 0:
        return x + 1
    return x - 1

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    tf = torch.jit.trace(f, torch.ones(3))
cats = sorted(set(x.category.__name__ for x in w))
print(cats)
print(any("Converting a tensor to a Python boolean" in str(x.message) for x in w))
print(tf(-torch.ones(3)))

def g(x):
    return x.new_tensor([x.size(0)]) + torch.tensor(x.numel())
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    tg = torch.jit.trace(g, torch.ones(4))
print(len(w) > 0, all(issubclass(x.category, torch.jit.TracerWarning) for x in w))
print(tg(torch.ones(7)))
def h(x):
    return [int(v) for v in x]
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    try:
        torch.jit.trace(h, torch.tensor([1, 2]))
    except Exception as e:
        print(type(e).__name__)
print(len(w) >= 1)
