import torch
from typing import List


@torch.jit.script
def idx(x: torch.Tensor):
    a = x[:, :, [0, 1]]
    b = x[[2, 1, 0], :, :]
    c = x[[0, 1], :, [1]]
    d = x[None, 0, ..., 1]
    e = x[..., 0]
    f = x[1:, None, :1]
    g = x[-1, -1, -1]
    return a.shape, b[0], c, d, e, f.shape, g


@torch.jit.script
def idx_tensor(x: torch.Tensor, m: torch.Tensor, i: torch.Tensor):
    return x[m], x[i], x[i, 0], x[x > 20]


@torch.jit.script
def empty_idx(x: torch.Tensor):
    empty_list: List[int] = []
    return x[empty_list, :, :].shape


a = torch.tensor([[[1, 11], [2, 22]], [[3, 33], [4, 44]], [[5, 55], [6, 66]]])
for r in idx(a):
    print(r)
for r in idx_tensor(a, torch.tensor([True, False, True]), torch.tensor([2, 0])):
    print(r)
print(empty_idx(a))
