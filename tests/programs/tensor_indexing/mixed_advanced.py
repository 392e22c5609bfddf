import torch

x = torch.arange(60).reshape(3, 4, 5)
i = torch.tensor([0, 2])
j = torch.tensor([[1], [3]])
print(x[i, :, j].shape)
print(x[i, :, j])
print(x[:, i, None, 1:3])
print(x[..., torch.tensor([True, False, True, False, True])])
print(x[None, ..., 0].shape)
print(x[1, j, i])
m = x > 30
print(x[m][:7])
print(x[x[:, :, 0] > 10].shape)


@torch.jit.script
def put(a: torch.Tensor, idx: torch.Tensor, v: torch.Tensor):
    b = a.clone()
    b[idx] = v
    return b


a = torch.zeros(4, 3)
print(put(a, torch.tensor([0, 3]), torch.tensor([1.0, 2.0, 3.0])))
print(put(a, torch.tensor([True, False, True, False]), torch.tensor(5.0)))
b = torch.zeros(5)
b.index_put_((torch.tensor([0, 0, 2, 4]),), torch.tensor([1.0, 2.0, 3.0, 4.0]), accumulate=True)
print(b)
c = torch.zeros(3, 4, dtype=torch.int64)
c[torch.tensor([0, 2]), torch.tensor([1, 3])] = torch.tensor([7, 8])
c[1, 1:] = 9
c[:, 0] += 1
print(c)
d = torch.arange(12.).reshape(3, 4)
d[d > 5] = 0.5
print(d)
d[[0, 2]] = torch.tensor([-1.0, -2.0, -3.0, -4.0])
print(d)
e = torch.arange(24).reshape(2, 3, 4)
print(e[[0, 1], [1, 2]])
print(e[[[0], [1]], [1, 2]])
print(e[:, [0, 2]][..., [1, 3]])
print(e[0, ..., -1], e[-1, -1, -1])
