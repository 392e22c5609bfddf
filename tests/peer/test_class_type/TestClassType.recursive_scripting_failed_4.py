import torch
import torch.nn as nn

class UnscriptableClass(object):

    def __init__(self, a: int):
        self.a = a

    def get_a(self) -> bool:
        return issubclass(self.a, int)

class ShouldNotCompile(torch.nn.Module):

    def __init__(self, obj):
        super().__init__()
        self.obj = obj

    def forward(self) -> bool:
        return self.obj.get_a()

class ShouldCompile(torch.nn.Module):

    def __init__(self, obj):
        super().__init__()
        self.obj = obj

    @torch.jit.ignore
    def ignored_method(self) -> bool:
        return self.obj.get_a()

    def forward(self, x: int) -> int:
        return x + x
print(torch.jit.script(ShouldCompile(UnscriptableClass(4)))(4))
