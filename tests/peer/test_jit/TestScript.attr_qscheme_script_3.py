import torch
import torch.nn as nn

class Foo(torch.nn.Module):

    def __init__(self):
        super(Foo, self).__init__()
        self.qscheme = torch.per_tensor_affine

    def forward(self):
        if self.qscheme == torch.per_tensor_symmetric:
            return 3
        else:
            return 4
f = Foo()
scripted = torch.jit.script(f)
print(f())
