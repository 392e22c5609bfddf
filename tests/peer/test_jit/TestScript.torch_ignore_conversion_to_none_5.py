import torch
import torch.nn as nn

class A(torch.nn.Module):

    def __init__(self):
        super(A, self).__init__()

    @torch.jit.ignore
    def ignored(self, a: int) -> None:
        l: int = len([2 for i in range(a) if i > 2])
        return

    def forward(self) -> int:
        a: int = 4
        b: int = 5
        self.ignored(a)
        return a + b

class B(torch.nn.Module):

    def __init__(self):
        super(B, self).__init__()

    @torch.jit.ignore
    def ignored(self, a: int):
        l: int = len([2 for i in range(a) if i > 2])
        return

    def forward(self) -> int:
        a: int = 4
        b: int = 5
        self.ignored(a)
        return a + b
modelA = torch.jit.script(A())
modelB = torch.jit.script(B())
print(modelB())
