import torch
import torch.nn.functional as F
from typing import List, Tuple


@torch.jit.script
def arith(x: torch.Tensor, w: torch.Tensor) -> List[torch.Tensor]:
    return [x * 2, x + 1, x - 1, 1 - x, x / 2, 2 / x, x ** 2, 2 ** x, x * w, x.sum(), x.mean(), -x]


@torch.jit.script
def shapes(m: torch.Tensor) -> List[torch.Tensor]:
    return [m.view(4), m.reshape(4), m.t().reshape(4), m.flatten(), m[0], m[:, 1], m[0:1], m.t(), m.unsqueeze(0),
            m @ m, F.linear(m, m, m[0]), F.linear(m, m), F.relu(m), torch.softmax(m, 1), m.float(), m.double(),
            torch.cat([m, m]), torch.stack([m, m]), m.max(0)[0], m.max(0)[1], m.argmax(), m > 1]


@torch.jit.script
def state(x: torch.Tensor) -> Tuple[bool, bool, bool, bool]:
    y = x * 2
    return y.requires_grad, y.is_leaf, x.is_leaf, x.detach().requires_grad


@torch.jit.script
def inplace(x: torch.Tensor) -> torch.Tensor:
    y = x * 1
    y.add_(1)
    y[0] = 3.0
    return y


@torch.jit.script
def make() -> torch.Tensor:
    return torch.tensor([1.0, 2.0], requires_grad=True)


@torch.jit.script
def toggle(x: torch.Tensor) -> torch.Tensor:
    return x.requires_grad_()


x = torch.tensor([1.0, 2.0], requires_grad=True)
m = torch.tensor([[1.0, 2.0], [3.0, 4.0]], requires_grad=True)
for t in arith(x, x):
    print(t)
for t in shapes(m):
    print(t)
print(state(x))
print(inplace(x))
print(make())
print(toggle(torch.zeros(2)))
print(arith(torch.ones(2), torch.ones(2))[0])
with torch.no_grad():
    print(arith(x, x)[0])
