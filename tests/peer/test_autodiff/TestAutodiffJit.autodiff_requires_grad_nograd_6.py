import torch

torch.manual_seed(0)

@torch.jit.ignore
def python_fn(x):
    return x.relu()

def fn(a, b, c):
    x = a.sin().relu()
    y = python_fn(b)
    with torch.no_grad():
        z = x + c
    return (x, y, z)
fn_s = torch.jit.script(fn)
a = torch.rand((10, 10), requires_grad=True)
b = torch.rand((10, 10), requires_grad=True)
c = torch.rand((10, 10), requires_grad=True)
for i in range(4):
    x_s, y_s, z_s = fn_s(a, b, c)
    x, y, z = fn(a, b, c)
    print(x_s.requires_grad)
    print(y_s.requires_grad)
    print(z_s.requires_grad)
