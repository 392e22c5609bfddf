import torch
z = torch.tensor([1+2j, 3-1j], requires_grad=True)
print(z)
w = z * z
print(w)
s = w.abs().sum()
s.backward()
print(z.grad)
z.grad = None
l = (z.real ** 2 + z.imag * 3).sum()
l.backward()
print(z.grad)
z.grad = None
c = torch.tensor([2-1j, 0.5+1j])
l = (z * c).abs().sum()
l.backward()
print(z.grad.real.round(decimals=4), z.grad.imag.round(decimals=4))
print(z.sum(), z.mean())
x = torch.tensor([[1., 2.], [3., 4.]], requires_grad=True)
zz = torch.view_as_complex(x)
l = (zz * zz.conj()).real.sum()
l.backward()
print(x.grad)
x.grad=None
r = torch.view_as_real(zz * (1+1j))
r.sum().backward()
print(x.grad)
z.grad = None
a = z.angle().sum(); a.backward(); print(torch.view_as_real(z.grad).mul(1000).round().tolist())
