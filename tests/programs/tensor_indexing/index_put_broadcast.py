import torch


@torch.jit.script
def assign(x: torch.Tensor):
    x[0] = torch.tensor([9.0, 8.0, 7.0])
    x[:, 1] = -1.0
    x[torch.tensor([1, 2]), torch.tensor([0, 2])] = torch.tensor([50.0, 60.0])
    x[x > 50] = 0.0
    x[1:, :2] += 100.0
    x[..., -1] *= 2
    return x


@torch.jit.script
def accumulate(n: int, idx: torch.Tensor, w: torch.Tensor):
    out = torch.zeros(n)
    out.index_put_((idx,), w, accumulate=True)
    out2 = torch.zeros(n).index_add(0, idx, w, alpha=2.0)
    out3 = torch.zeros(n, dtype=torch.long).index_put((idx,), torch.ones_like(idx), True)
    return out, out2, out3


print(assign(torch.arange(12.0).view(3, 4)[:, :3].clone()))
print(accumulate(4, torch.tensor([0, 2, 2, 3, 0]), torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0])))
m = torch.zeros(2, 3, dtype=torch.int32)
m[torch.tensor([True, False])] = 5
m[:, torch.tensor([False, True, True])] = torch.tensor([1, 2], dtype=torch.int32)
print(m)
try:
    m[torch.tensor([0, 1])] = torch.tensor([1, 2, 3, 4])
except RuntimeError as e:
    print(e)
try:
    m[0, 5] = 1
except IndexError as e:
    print(e)
try:
    torch.zeros(3).index_put_((torch.tensor([5]),), torch.tensor(1.0))
except IndexError as e:
    print(e)
