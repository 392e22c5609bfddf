# torch.jit.ScriptModule subclasses: @torch.jit.script_method methods are
# compiled when the instance is constructed; plain methods stay Python.
import torch
import torch.nn as nn


class Scale(torch.jit.ScriptModule):
    __constants__ = ["factor"]

    def __init__(self, factor: int):
        super().__init__()
        self.factor = factor
        self.weight = nn.Parameter(torch.ones(3))

    @torch.jit.script_method
    def forward(self, x):
        return self.helper(x) * self.factor

    @torch.jit.script_method
    def helper(self, x):
        return x + self.weight

    def python_only(self):
        return "python " + str(self.factor)


class Outer(torch.jit.ScriptModule):
    def __init__(self):
        super().__init__()
        self.inner = Scale(2)

    @torch.jit.script_method
    def forward(self, x):
        return self.inner(x) - 1


torch.manual_seed(0)
m = Scale(3)
x = torch.arange(3.)
print(m(x))
print(m.helper(x))
print(m.python_only())
print(m.factor, [n for n, _ in m.named_parameters()])
o = Outer()
print(o(x))
print(o.inner.helper(x))
with torch.jit.optimized_execution(False):
    print(o.forward(x).sum().item())
