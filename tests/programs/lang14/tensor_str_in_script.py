import torch


@torch.jit.script
def show(x: torch.Tensor) -> str:
    return str(x)


@torch.jit.script
def fmt(x: torch.Tensor) -> str:
    return "t={} n={}".format(x, x.numel())


@torch.jit.script
def printer(x: torch.Tensor):
    print(x)
    print("shape", x.shape, x.dtype, x.device)
    print(x.sum(), x.float().mean())


print(show(torch.tensor([1, 2, 3])))
print(show(torch.tensor([[1.5, 2.0], [3.25, -4.0]])))
print(fmt(torch.tensor([True, False])))
printer(torch.arange(4).reshape(2, 2))
