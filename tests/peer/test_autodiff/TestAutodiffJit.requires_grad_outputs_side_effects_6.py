import torch
import torch.nn as nn

torch.manual_seed(0)

@torch.jit.ignore
def python_fn(x):
    return x.relu()

def fn(a, b, c):
    r = a.relu().relu()
    z = python_fn(r)
    return (torch.relu(r), torch.nn.functional.gelu(r), c.cos().relu())
fn_s = torch.jit.script(fn)
a = torch.rand((10, 10), requires_grad=False)
b = torch.rand((10, 10), requires_grad=False)
c = torch.rand((10, 10), requires_grad=True)
for i in range(4):
    x_s, y_s, z_s = fn_s(a, b, c)
    x, y, z = fn(a, b, c)
    print(x_s.requires_grad)
    print(y_s.requires_grad)
    print(z_s.requires_grad)
