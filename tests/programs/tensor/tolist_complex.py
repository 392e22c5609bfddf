# Tensor.tolist() of complex tensors in script code: Python complex numbers.
import torch
from typing import List


@torch.jit.script
def scalar(x: torch.Tensor) -> complex:
    return torch.jit.annotate(complex, x.tolist())


@torch.jit.script
def matrix(x: torch.Tensor) -> List[List[complex]]:
    return torch.jit.annotate(List[List[complex]], x.tolist())


z = torch.complex(torch.tensor([[1.0, 0.0], [3.25, 0.0]]), torch.tensor([[2.0, -0.5], [0.0, 0.0]]))
print(scalar(z[0, 0]))
print(matrix(z))
print(matrix(z.to(torch.cdouble).t()))
