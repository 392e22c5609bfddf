import torch

def check_equal_and_dtype(a, b):
    print(a)
    print(a.dtype)

def fn():
    a = torch.arange(10)
    b = torch.arange(10, dtype=torch.float)
    c = torch.arange(1, 10, 2)
    d = torch.arange(1, 10, 2, dtype=torch.float)
    e = torch.arange(1, 10.0, 2)
    f = torch.arange(1, 10.0, 2, dtype=torch.float)
    return (a, b, c, d, e, f)
scripted_fn = torch.jit.script(fn)
eager_out = fn()
script_out = scripted_fn()
for a, b in zip(eager_out, script_out):
    check_equal_and_dtype(a, b)
