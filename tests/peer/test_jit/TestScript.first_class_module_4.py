import torch
import torch.nn as nn

torch.manual_seed(0)

class Foo(torch.jit.ScriptModule):

    def __init__(self):
        super(Foo, self).__init__()
        self.foo = nn.Parameter(torch.rand(3, 4))

    @torch.jit.script_method
    def forward(self, input):
        self.foo = input
        return self.foo
foo = Foo()
input = torch.rand(3, 4)
foo.forward(input)
print(input)
