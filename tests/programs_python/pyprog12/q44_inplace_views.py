import torch

a = torch.arange(12.0).reshape(3, 4)
v = a[1]
v.mul_(10)
print(a)
t = a.t()
print(t.is_contiguous(), t.contiguous().is_contiguous(), t.stride(), a.stride())
print(a._base is None, v._base is a)
b = a.view(2, 6)
b[0, 0] = -1
print(a[0, 0].item(), a.data_ptr() == b.data_ptr())
c = a.clone()
c[:, 1] = 0
print(a[0, 1].item(), c[0, 1].item())
x = torch.zeros(3, requires_grad=True)
try:
    x.add_(1)
except RuntimeError as e:
    print(e)
y = x * 1
y.add_(2)
print(y.grad_fn.name())
y.sum().backward()
print(x.grad)
z = torch.ones(4)
z.unsqueeze_(0).transpose_(0, 1)
print(z.shape)
e = torch.arange(6).reshape(2, 3)
print(e.expand(2, 2, 3).stride(), e.narrow(1, 1, 2), e.unfold(1, 2, 1).shape)
f = torch.arange(10)
print(f[::3], f[f > 5], f[[0, 2, 4]], f[-3:])
f[f % 2 == 0] = 0
print(f)
g = torch.zeros(2, 3)
g[:, [0, 2]] = torch.tensor([1.0, 2.0])
print(g)
h = torch.arange(24).reshape(2, 3, 4)
print(h[..., 1], h[:, None, 0].shape, h[1, :, ::2])
print(torch.movedim(h, 0, -1).shape, h.permute(2, 0, 1).shape, h.flatten(1).shape)
s = torch.tensor([1, 2, 3])
s2 = s
s2 += 1
print(s, s is s2)
