import torch
import torch.nn as nn

torch.manual_seed(0)

class Mod(torch.jit.ScriptModule):
    __constants__ = ['const']

    def __init__(self):
        super(Mod, self).__init__()
        self.const = 42
        self.param = nn.Parameter(torch.randn(2, 2))

    @torch.jit.script_method
    def foo(self, x1, x2):
        return (torch.neg(x1), self.param, self.const, torch.neg(x2), self.param)

    @torch.jit.script_method
    def forward(self, x1, x2):
        fut = torch.jit.fork(self.foo, x1, x2)
        y_hat = self.foo(x1, x2)
        y = torch.jit.wait(fut)
        return (y, y_hat)
x1 = torch.rand(3, 4)
x2 = torch.rand(5, 6)
m = Mod()
with torch.jit.optimized_execution(False):
    y, y_hat = m.forward(x1, x2)
print(y)
