import torch


@torch.jit.script
def views(x: torch.Tensor):
    a = x.as_strided((2, 2), (1, 2))
    b = x.as_strided((3,), (2,), 1)
    c = x.view(3, 4)[:, 1::2]
    d = c.t()
    e = x.view(3, 4).diagonal()
    f = x.view(2, 6).unfold(1, 3, 3)
    return a, b, c, c.stride(), c.is_contiguous(), d.contiguous().stride(), e, e.stride(), f.shape, f.stride(), x.view(3, 4).storage_offset()


x = torch.arange(12)
for t in views(x):
    print(t)
y = x.view(3, 4)
s = y[1:, 2:]
print(s, s.storage_offset(), s.stride(), s.is_contiguous(), s.contiguous().is_contiguous())
s.fill_(-1)
print(x)
z = torch.arange(6.0).view(2, 3).t()
print(z.reshape(-1), z.view(3, 2).shape, z.flatten(), z.is_contiguous(), z.T.is_contiguous())
try:
    z.view(-1)
except RuntimeError as e:
    print(e)
e = torch.empty(2, 3).fill_(2.5)
print(e.expand(2, 2, 3).stride(), e.unsqueeze(1).stride(), e[None, :, None].shape, e[..., None].shape)
print(torch.arange(24).view(2, 3, 4).permute(2, 0, 1).stride(), torch.arange(24).view(2, 3, 4)[:, ::2, ::3])
