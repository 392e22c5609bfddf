import torch

M = 10

class M(torch.jit.ScriptModule):

    @torch.jit.script_method
    def call_foo(self, input):
        return self.foo(input=input, bar=1)

    @torch.jit.script_method
    def foo(self, bar, input):
        # type: (int, Tensor) -> Tensor
        return input + bar
m = M()
print(m.call_foo(torch.ones((), dtype=torch.int64)))
