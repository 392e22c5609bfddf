import torch


@torch.jit.script
def f(x: torch.Tensor):
    v = x.view(2, 3)
    v[0].add_(10)
    t = x.t() if x.dim() == 2 else x
    s = v[:, 1]
    s.mul_(-1)
    n = v.narrow(1, 0, 2)
    n.zero_()
    return x, v.is_contiguous(), v.t().is_contiguous(), s.stride(), v.unsqueeze(0).shape


x = torch.arange(6.)
r = f(x)
print(r)
print(x)
