import torch


@torch.jit.script
def chain(x: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
    return torch.relu(x * w + 1.0) - 0.5


w = torch.tensor([0.5, -1.0, 2.0], requires_grad=True)
print(chain(torch.tensor([1.0, 2.0, 3.0]), w))
big = torch.ones(40000, requires_grad=True)
r = chain(torch.linspace(-1.0, 1.0, 40000), big)
print(r.requires_grad, r.is_leaf, r.detach()[::10000])
scale = torch.tensor(2.0, requires_grad=True)
r = chain(torch.linspace(-1.0, 1.0, 40000), scale)
print(r.requires_grad, r.is_leaf, r.detach()[::10000])
