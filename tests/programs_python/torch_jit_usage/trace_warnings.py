import warnings
import torch
import torch.nn as nn

torch.manual_seed(24)

class DataDependent(nn.Module):
    def forward(self, x):
        if x.sum() > 0:
            return x * 2
        return x - 1

class UsesItem(nn.Module):
    def forward(self, x):
        n = int(x.shape[0])
        return x.view(n, -1) + x.max().item()

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    t = torch.jit.trace(DataDependent(), torch.ones(3))
    cats = sorted({type(x.message).__name__ for x in w})
    print(cats, len(w) >= 1)
    print(str(w[0].message).split(".")[0])
print(t(torch.ones(3)), t(-torch.ones(3)))
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    t2 = torch.jit.trace(UsesItem(), torch.arange(6.).view(3, 2))
    print(len(w) >= 1, all(issubclass(x.category, torch.jit.TracerWarning) for x in w))
print(t2(torch.zeros(3, 2)))

def noisy(x):
    return x + torch.rand_like(x)
try:
    torch.jit.trace(noisy, torch.zeros(3), check_trace=True)
except torch.jit.TracingCheckError as e:
    print("TracingCheckError")
except Exception as e:
    print("other", type(e).__name__)

def pure(x, y):
    return torch.relu(x) @ y.t()
tr = torch.jit.trace(pure, (torch.randn(2, 3), torch.randn(4, 3)), check_inputs=[(torch.randn(5, 3), torch.randn(1, 3))])
print(tr(torch.ones(1, 3), torch.ones(2, 3)))
print(type(tr).__name__, tr.__name__ if hasattr(tr, "__name__") else "")

def warn_user(x):
    warnings.warn("custom warning from user code")
    return x + 1
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    r = warn_user(torch.zeros(1))
    print([str(x.message) for x in w], w[0].category.__name__)
with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        warnings.warn("now an error", RuntimeWarning)
    except RuntimeWarning as e:
        print("raised", e)
class Stateful(nn.Module):
    def __init__(self):
        super().__init__()
        self.calls = 0
    def forward(self, x):
        self.calls += 1
        return x * self.calls
s = Stateful()
ts = torch.jit.trace(s, torch.ones(2), check_trace=False)
print(s.calls, ts(torch.ones(2)), ts(torch.ones(2)), s.calls)
