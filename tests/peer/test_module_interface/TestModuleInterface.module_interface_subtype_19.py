import torch
import torch.nn as nn
from typing import List, Any
from torch import Tensor

class OrigModule(nn.Module):
    def __init__(self):
        super(OrigModule, self).__init__()

    def one(self, inp1, inp2):
        # type: (Tensor, Tensor) -> Tensor
        return inp1 + inp2 + 1

    def two(self, input):
        # type: (Tensor) -> Tensor
        return input + 2

    def forward(self, input):
        # type: (Tensor) -> Tensor
        return input + self.one(input, input) + 1

class NewModule(nn.Module):
    def __init__(self):
        super(NewModule, self).__init__()

    def one(self, inp1, inp2):
        # type: (Tensor, Tensor) -> Tensor
        return inp1 * inp2 + 1

    def forward(self, input):
        # type: (Tensor) -> Tensor
        return self.one(input, input + 1)
@torch.jit.interface
class OneTwoModule(nn.Module):
    def one(self, x, y):
        # type: (Tensor, Tensor) -> Tensor
        pass

    def two(self, x):
        # type: (Tensor) -> Tensor
        pass

    def forward(self, x):
        # type: (Tensor) -> Tensor
        pass

@torch.jit.interface
class TensorToAny(nn.Module):
    def forward(self, input: torch.Tensor) -> Any:
        pass

@torch.jit.script
def as_tensor_to_any(x: TensorToAny) -> TensorToAny:
    return x

@torch.jit.interface
class AnyToAny(nn.Module):
    def forward(self, input: Any) -> Any:
        pass

@torch.jit.script
def as_any_to_any(x: AnyToAny) -> AnyToAny:
    return x

class TensorToAnyImplA(nn.Module):
    def forward(self, input: Any) -> Any:
        return input

class TensorToAnyImplB(nn.Module):
    def forward(self, input: Any) -> torch.Tensor:
        return torch.tensor([1])

class AnyToAnyImpl(nn.Module):
    def forward(self, input: Any) -> torch.Tensor:
        return torch.tensor([1])

# Interface implementations can be contravariant in argument types and
# covariant in return type: each call passes.
print(as_tensor_to_any(torch.jit.script(TensorToAnyImplA())).forward(torch.tensor([2])))
print(as_tensor_to_any(torch.jit.script(TensorToAnyImplB())).forward(torch.tensor([2])))
print(as_any_to_any(torch.jit.script(AnyToAnyImpl())).forward(torch.tensor([2])))
