import torch

class SomeModule(torch.jit.ScriptModule):

    @torch.jit.script_method
    def foo(self, x, y):
        return x

    @torch.jit.script_method
    def forward(self, x, y):
        return self.foo(x)
SomeModule()
