import torch
import warnings


@torch.jit.script
def checked(x: torch.Tensor) -> torch.Tensor:
    if bool(x.sum() < 0):
        warnings.warn("negative total")
    return torch.as_tensor(x, dtype=torch.float64).cpu()


@torch.jit.script
def batched(b: torch.Tensor, x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    return torch.baddbmm(b, x, y, beta=0.5, alpha=2.0)


print(checked(torch.tensor([-1, -2])))
print(checked(torch.tensor([1, 2])))
x = torch.arange(8.).reshape(2, 2, 2)
print(batched(torch.ones(2, 2, 2), x, x))
print(torch.as_tensor([1, 2]), torch.as_tensor(2.5))
