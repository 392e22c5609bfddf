import torch


@torch.jit.script
def setters(x: torch.Tensor):
    y = x.clone()
    y[0] = 5
    y[1, 1:] = torch.tensor([7, 8])
    y[:, 0] += 100
    y[y > 100] = -1
    y[..., -1] = 9
    y[torch.tensor([0, 2])] *= 2
    return y


@torch.jit.script
def list_index_set(x: torch.Tensor):
    x[[0, 1], [1, 2]] = 0
    x[1:3, :2] = x[0, :2]
    return x


x = torch.arange(9).reshape(3, 3)
print(setters(x))
print(list_index_set(torch.arange(1, 10).reshape(3, 3)))
