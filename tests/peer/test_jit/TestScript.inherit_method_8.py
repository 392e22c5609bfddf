import torch

torch.manual_seed(0)

class A(torch.jit.ScriptModule):

    def __init__(self):
        super(A, self).__init__()

    @torch.jit.script_method
    def forward(self, x):
        return x + self.bar(x)

class B(A):

    def __init__(self):
        super(B, self).__init__()

    @torch.jit.script_method
    def bar(self, x):
        return x * x
v = torch.rand(3, 4)
b = B()

class C(torch.jit.ScriptModule):

    def __init__(self):
        super(C, self).__init__()

    @torch.jit.script_method
    def bar(self, x):
        return x

class D(C, B):

    def __init__(self):
        super(D, self).__init__()
print(D()(v))
