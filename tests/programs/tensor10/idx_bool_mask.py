import torch


@torch.jit.script
def mask_ops(x: torch.Tensor):
    m = x > 2
    a = x[m]
    b = x[x % 2 == 0]
    c = x[:, torch.tensor([True, False, True])]
    return a, b, c


@torch.jit.script
def mask_set(x: torch.Tensor):
    y = x.clone()
    y[y < 0] = 0.0
    z = x.clone()
    z[z > 1] = torch.tensor([10.0, 20.0])
    return y, z


@torch.jit.script
def row_mask(x: torch.Tensor):
    keep = x.sum(1) > 5
    return x[keep], keep.nonzero(), keep.any(), keep.all()


x = torch.arange(9).reshape(3, 3)
for t in mask_ops(x):
    print(t)
print(mask_set(torch.tensor([[-1.0, 0.5], [2.0, 3.0]])))
print(row_mask(x))
e = torch.zeros(0, 3)
print(e[e.sum(1) > 0].shape)
print(x[torch.tensor(True)].shape, x[torch.tensor(False)].shape)
