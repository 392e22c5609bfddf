import torch
import torch.nn as nn

torch.manual_seed(0)

class Foo(torch.nn.Module):

    def __init__(self):
        super(Foo, self).__init__()
        self.a = 3

    @torch.jit.export
    def __getstate__(self):
        return (3, self.training)

    @torch.jit.export
    def __setstate__(self, state):
        self.a = state[0]
        self.training = state[1]

    def forward(self, x):
        return x + self.a
f = Foo()
traced = torch.jit.trace(f, (torch.rand(3, 4),))
expected_names = ['__getstate__', '__setstate__']

def check(mod):
    print(all((name in mod._c._method_names() for name in expected_names)))
check(traced)
