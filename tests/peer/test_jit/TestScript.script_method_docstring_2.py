import torch

class A(torch.jit.ScriptModule):

    @torch.jit.script_method
    def with_docstring(self, x):
        """test str"""
        y = x
        'y is the same as x'
        return y
a = A()
print(a.with_docstring.__doc__)
