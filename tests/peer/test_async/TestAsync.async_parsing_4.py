import torch
from torch import Tensor
from typing import List

torch.manual_seed(0)

@torch.jit.script
def foo(x: Tensor) -> List[Tensor]:
    return [torch.neg(x), x.t()]

@torch.jit.script
def bar(x):
    futures = torch.jit.annotate(List[Future[List[Tensor]]], [])
    for _ in range(3):
        future = torch.jit.annotate(Future[List[Tensor]], torch.jit.fork(foo, x))
        futures.append(future)
    output = torch.jit.annotate(List[List[Tensor]], [])
    for i in range(3):
        output.append(torch.jit.wait(futures[i]))
    return output
x = torch.rand(3, 3)
result = bar(x)
print(len(result))
