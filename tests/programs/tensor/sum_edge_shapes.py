import torch
x = (torch.arange(30, dtype=torch.float32) * 0.37) % 1.3
print(x.reshape(5, 1, 6).sum(1), x.reshape(5, 6, 1).sum(-1).sum(), x.reshape(30, 1).sum(1).sum().item())
print(torch.tensor(2.5).sum(), torch.zeros(0, 3).sum(0), torch.zeros(3, 0).sum(1), torch.zeros(2, 0, 4).sum().item())
e = x[:6].expand(7, 6)
print(e.sum(0), e.sum(1), e.sum().item(), e.t().sum(0))
h = x.half().reshape(3, 10)
print(h.sum(0), h.sum(1), h.expand(2, 3, 10).sum((0, 2)), h.t().sum(0), h.mean(), h.to(torch.bfloat16).sum(1))
d = x.double().reshape(2, 3, 5)
print(d.sum((0, 2)), d.permute(2, 0, 1).sum((1, 2)), d[:, ::2, 1:].sum(-1), torch.nansum(d.reshape(6, 5), 1))
print(x.reshape(2, 3, 5).sum(dim=(0, 1), keepdim=True), x.reshape(2, 15).mean(1, keepdim=True))
