import warnings
import torch


def data_dependent(x):
    n = int(x.sum())
    return x * n


with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    tr = torch.jit.trace(data_dependent, torch.ones(2))
    cats = sorted({type(x.message).__name__ if not isinstance(x.message, str) else "str" for x in w})
    print(len(w) >= 1, [c.__name__ for c in {x.category for x in w}])
print(tr(torch.ones(2)).tolist(), tr(torch.ones(3)).tolist())


def to_list(x):
    return torch.tensor(x.tolist()) + 1


with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    tl = torch.jit.trace(to_list, torch.ones(2))
print(any(issubclass(x.category, torch.jit.TracerWarning) for x in w), tl(torch.zeros(2)).tolist())


def ok(x):
    return x.relu() * 3


t_ok = torch.jit.trace(ok, torch.randn(3) if torch.manual_seed(0) else None, check_trace=True)
print(t_ok(torch.tensor([-1.0, 2.0])).tolist())
print(issubclass(torch.jit.TracerWarning, Warning))
try:
    torch.jit.trace(ok, "not a tensor")
except Exception as e:
    print(type(e).__name__)
