import torch


@torch.jit.script
def reduce(x: torch.Tensor):
    print(x.sum(), x.mean(0))
    print(x.max(), x.min(dim=1))
    print(x.argmax(1), x.std(), x.var(1, keepdim=True))
    print(x.prod(1), x.cumsum(0))
    vals, idx = x.sort(1, descending=True)
    print(vals, idx)
    return x.norm(), x.abs().amax(0)


x = torch.tensor([[1.0, -2.0, 3.0], [4.0, 0.5, -6.0]])
print(reduce(x))
print(x.sum(), x.mean(0), x.max(), x.min(dim=1))
