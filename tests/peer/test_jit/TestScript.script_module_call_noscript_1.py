import torch

torch.manual_seed(0)

M = 10

class M(torch.jit.ScriptModule):

    def __init__(self):
        super(M, self).__init__()
        self.value = 1

    @torch.jit.ignore
    def foo(self):
        return torch.ones(2, 2) + self.value

    @torch.jit.script_method
    def forward(self, input):
        return input + self.foo()
with torch.jit.optimized_execution(False):
    m = M()
    input = torch.randn(2, 2)
    o = m(input)
    print(input + torch.ones(2, 2) + 1)
    m.value = 2
    o = m(input)
    print(input + torch.ones(2, 2) + 2)
