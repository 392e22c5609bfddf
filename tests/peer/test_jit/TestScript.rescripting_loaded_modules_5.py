import torch
import torch.nn as nn

class InnerSubmod(nn.Module):
    __constants__ = ['my_constant']

    def __init__(self):
        super().__init__()
        self.register_buffer('foo', torch.ones(1))
        self.register_parameter('bar', torch.nn.Parameter(torch.ones(1)))
        self.baz = torch.ones(1)
        self.my_constant = 1

    def forward(self, x):
        return x + x

class Inner(nn.Module):

    def __init__(self):
        super().__init__()
        self.submod = InnerSubmod()

    def forward(self, x):
        return self.submod(x)

class Wrapper(nn.Module):

    def __init__(self, inner):
        super().__init__()
        self.inner = inner

    def forward(self, x):
        ret = self.inner.submod(x) + self.inner.submod.foo + self.inner.submod.bar + self.inner.submod.baz
        ret = ret + self.inner.submod.my_constant
        return ret
inner_module = torch.jit.script(Inner())
wrapped = Wrapper(inner_module)
print(torch.jit.script(wrapped)(*torch.ones(1)))
