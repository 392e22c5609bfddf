import torch

torch.manual_seed(0)

def fn(a, b, c):
    r = a.relu().relu()
    return (torch.special.gammaln(r), torch.special.entr(r), c.cos().relu())
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
