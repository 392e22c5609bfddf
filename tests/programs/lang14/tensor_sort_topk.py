import torch


@torch.jit.script
def sorts(x: torch.Tensor):
    v, i = x.sort()
    v2, i2 = torch.sort(x, dim=0, descending=True)
    v3, i3 = x.sort(stable=True, dim=-1)
    return v, i, v2, i2, v3, i3


@torch.jit.script
def topks(x: torch.Tensor, k: int):
    a = x.topk(k)
    b = torch.topk(x, k, dim=0, largest=False)
    return a[0], a[1], b.values, b.indices


@torch.jit.script
def others(x: torch.Tensor):
    return x.argsort(), torch.argsort(x, dim=0, descending=True), x.kthvalue(2), x.msort()


x = torch.tensor([[3.0, 1.0, 2.0], [0.5, 9.0, -1.0]])
for r in sorts(x):
    print(r)
for r in topks(x, 2):
    print(r)
o = others(x)
print(o[0])
print(o[1])
print(o[2][0], o[2][1])
print(o[3])
