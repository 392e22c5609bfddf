import torch
from typing import List, Optional
from torch.autograd import grad

torch.manual_seed(0)


@torch.jit.script
def read_grad(x: torch.Tensor) -> Optional[torch.Tensor]:
    return x.grad


@torch.jit.script
def has_grad(x: torch.Tensor) -> bool:
    g = x.grad
    return g is not None


@torch.jit.script
def grads(x: torch.Tensor, y: torch.Tensor) -> List[Optional[torch.Tensor]]:
    z = (x * y + x.sin()).sum()
    return torch.autograd.grad([z], [x, y])


@torch.jit.script
def grads_imported(x: torch.Tensor, y: torch.Tensor) -> List[Optional[torch.Tensor]]:
    z = y * 3
    return grad([z.sum()], [x, y], allow_unused=True)


@torch.jit.script
def run_backward(x: torch.Tensor):
    (x * x).sum().backward()


@torch.jit.script
def run_backward_list(x: torch.Tensor):
    torch.autograd.backward([(x * 2).sum()])


@torch.jit.script
def second_call(x: torch.Tensor):
    z = (x * x).sum()
    a = torch.autograd.grad([z], [x], retain_graph=True)
    b = torch.autograd.grad([z], [x])
    print(a, b)


@torch.jit.script
def unused(x: torch.Tensor, y: torch.Tensor):
    r = torch.autograd.grad([(y * 2).sum()], [x, y])
    print(r)


x = torch.randn(3, requires_grad=True)
y = torch.randn(3, requires_grad=True)
print(read_grad(x), has_grad(x))
print(grads(x, y))
print(grads_imported(x, y))
run_backward(x)
print(read_grad(x), has_grad(x))
run_backward_list(x)
print(read_grad(x))
x.grad = None
print(has_grad(x))
for f in (second_call, unused):
    try:
        f(x, y) if f is unused else f(x)
    except RuntimeError as e:
        print(str(e).strip().splitlines()[-1])
