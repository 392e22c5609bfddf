# tracer warnings and check_trace diagnostics
import warnings
import torch

def data_dependent(x):
    if x.sum() > 0:
        return x * 2
    return x - 1

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    t = torch.jit.trace(data_dependent, torch.ones(3))
    print(len(w) > 0, w[0].category.__name__)
    print(str(w[0].message).split("\n")[0][:80])
print(t(-torch.ones(3)))

def convert(x):
    return torch.tensor(x.tolist()) + x

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    t = torch.jit.trace(convert, torch.ones(2), check_trace=False)
    print(sorted(set(x.category.__name__ for x in w)))
print(t(torch.ones(2) * 5))

def idx(x):
    return x[x.size(0) - 1]

t = torch.jit.trace(idx, torch.arange(4.0))
print(t(torch.arange(6.0)))
print(t.code)

def shape_fn(x):
    return x.view(x.size(0) * x.size(1))

t = torch.jit.trace(shape_fn, torch.ones(2, 3))
print(t(torch.ones(4, 5)).shape)
try:
    torch.jit.trace(data_dependent, torch.ones(3), check_inputs=[(-torch.ones(3),)])
except torch.jit.TracingCheckError as e:
    print("TracingCheckError")
    print(str(e).split("\n")[0])
