import torch


@torch.jit.script
def view_mut(x: torch.Tensor):
    v = x.view(2, 3)
    v[0, 0] = 100
    t = x.reshape(3, 2).t()
    c = t.contiguous()
    c[0, 0] = -5
    s = x[1:4]
    s.mul_(2)
    n = x.narrow(0, 4, 2)
    n.fill_(7)
    return x, t.is_contiguous(), c.is_contiguous(), s


@torch.jit.script
def strides(x: torch.Tensor):
    y = x.transpose(0, 1)
    z = x.expand(3, 2, 4)
    w = x.unsqueeze(1)
    return y.stride(), z.stride(), w.stride(), x[:, ::2].stride(), x.permute(1, 0).contiguous().stride()


x = torch.arange(6)
print(view_mut(x))
print(strides(torch.zeros(2, 4)))
a = torch.arange(4.0)
b = a.detach()
b[0] = 9
print(a, a.data_ptr() == b.data_ptr())
c = a.clone()
c[1] = -1
print(a, c)
u = torch.arange(8).reshape(2, 4)
u.t()[1, 0] = 42
print(u)
print(torch.arange(6).view(2, 3).unflatten(1, (3, 1)).shape)
try:
    torch.arange(6).view(2, 3).t().view(6)
except RuntimeError as e:
    print("RuntimeError:", str(e)[:60])
