# A torch.jit.ScriptModule subclass whose @script_method's signatures use
# typing's constructors, and a body annotation naming Future/List/Dict without
# importing them (PyTorch's type parser knows them by name).
import torch
from torch import Tensor
from typing import List, Tuple


class Pair(torch.jit.ScriptModule):
    def __init__(self):
        super().__init__()
        self.scale = 2.0

    @torch.jit.script_method
    def forward(self, x: Tensor) -> Tuple[List[Tensor], Tensor]:
        return [x * self.scale, x], x + 1


class NoInit(torch.jit.ScriptModule):
    @torch.jit.script_method
    def forward(self, xs: List[int]) -> Tuple[int, int]:
        return xs[0], len(xs)


m = Pair()
print(m(torch.ones(2)))
print(NoInit()([4, 5, 6]))
print(m.forward.schema)


def double(x: Tensor) -> Tensor:
    return x * 2


@torch.jit.script
def fan_out(x: Tensor) -> List[Tensor]:
    futures = torch.jit.annotate(List[Future[Tensor]], [])
    for i in range(3):
        futures.append(torch.jit.fork(double, x + i))
    seen = torch.jit.annotate(Dict[str, int], {})
    out = torch.jit.annotate(List[Tensor], [])
    for f in futures:
        out.append(torch.jit.wait(f))
        seen[str(len(out))] = len(out)
    print(seen)
    return out


print(fan_out(torch.zeros(2)))
