import torch


@torch.jit.script
def inplace(x: torch.Tensor):
    y = x.clone()
    y.add_(1)
    y.mul_(2)
    y.sub_(torch.ones_like(y), alpha=3)
    y.clamp_(min=0)
    y.div_(2, rounding_mode="floor")
    z = torch.zeros(3)
    z.fill_(2.5)
    z[1] = 7
    z.zero_()
    w = x.clone()
    w.index_fill_(0, torch.tensor([0]), -1)
    return y, z, w


x = torch.tensor([1.0, 2.0, 3.0])
for r in inplace(x):
    print(r)
print(x)
