import torch

torch.manual_seed(0)

def fn(a, b, c):
    return (a.relu() + b.relu(), c.relu())
a = torch.rand((10, 10), requires_grad=False)
b = torch.rand((10, 10), requires_grad=False)
c = torch.rand((10, 10), requires_grad=True)
fn_s = torch.jit.script(fn)
for i in range(4):
    x, y = fn_s(a, b, c)
    print(x.requires_grad)
    print(y.requires_grad)
