import torch


@torch.jit.script
def combos(x: torch.Tensor):
    i = torch.tensor([0, 2])
    j = torch.tensor([1, 0])
    a = x[i, :, j]
    b = x[:, i, j]
    c = x[:, :, i]
    d = x[i][:, j]
    e = x[1:, None, j]
    f = x[torch.tensor([[0], [1]]), :, torch.tensor([[0, 1, 2]])]
    return a, b, c, d, e, f


@torch.jit.script
def assign_combos(x: torch.Tensor):
    y = x.clone()
    y[torch.tensor([0, 2]), :, torch.tensor([1, 0])] = -1
    z = x.clone()
    z[:, torch.tensor([1]), 2:] = torch.tensor([100, 200, 300, 400])[:2]
    w = x.clone()
    w[x > 20] *= -1
    return y, z, w


x = torch.arange(36).reshape(3, 3, 4)
for t in combos(x):
    print(t.shape)
    print(t)
for t in assign_combos(x):
    print(t)
print(x[..., [0, 3]], x[[0, 2]].shape, x[[0, 2], [1, 2]], x[[[0, 1], [1, 2]]].shape, x[(0, 1)], x[[True, False, True]].shape)
print(x[0, [1, 2], 1:3], x[:, 1, [0, 3]], x[torch.tensor(1)], x[torch.tensor([1])].shape)
m = torch.zeros(3, 4)
m[[0, 1, 2], [3, 2, 1]] = torch.tensor([1.0, 2.0, 3.0])
m[1:, [0]] += 5
print(m)
print(x[x[:, 0, 0] > 5, 1:3])
