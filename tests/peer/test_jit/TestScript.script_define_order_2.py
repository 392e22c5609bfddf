import torch

M = 10

class M(torch.jit.ScriptModule):

    @torch.jit.script_method
    def call_foo(self, input):
        return self.foo(input)

    @torch.jit.script_method
    def foo(self, input):
        return input + 1
m = M()
print(m.call_foo(torch.ones((), dtype=torch.int64)))
