import torch
from torch import Tensor
from typing import List
from typing import Optional

torch.manual_seed(0)

def test_simple_grad(x, y):
    # type: (Tensor, Tensor) -> List[Optional[Tensor]]
    z = x + 2 * y + x * y
    return torch.autograd.grad((z.sum(),), (x, y))

def test_simple_grad_with_grad_outputs(x, y):

    # type: (Tensor, Tensor) -> List[Optional[Tensor]]
    z = x + 2 * y + x * y
    grad_outputs = torch.jit.annotate(List[Optional[torch.Tensor]], [torch.ones((2, 2))])
    return torch.autograd.grad((z,), (x, y), grad_outputs)

def test_one_output_not_requires_grad(x, y):

    # type: (Tensor, Tensor) -> List[Optional[Tensor]]
    z = 2 * y + y
    return torch.autograd.grad((z.sum(),), (x, y), allow_unused=True)

def test_retain_graph(x, y):

    # type: (Tensor, Tensor) -> None
    z = x + 2 * y + x * y
    torch.autograd.grad((z.sum(),), (x, y), retain_graph=True)
    torch.autograd.grad((z.sum(),), (x, y))
x = torch.randn(2, 2, requires_grad=True)
y = torch.randn(2, 2, requires_grad=True)
print(torch.jit.script(test_simple_grad_with_grad_outputs)(x, y))
