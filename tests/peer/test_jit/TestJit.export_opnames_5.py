import torch

class Foo(torch.jit.ScriptModule):

    def __init__(self):
        super(Foo, self).__init__()

    def one(self, x, y):

        # type: (Tensor, Tensor) -> Tensor
        return x + y

    def two(self, x):

        # type: (Tensor) -> Tensor
        return 2 * x

    @torch.jit.script_method
    def forward(self, x):
        # type: (Tensor) -> Tensor
        return self.one(self.two(x), x)

class Bar(torch.jit.ScriptModule):

    def __init__(self):
        super(Bar, self).__init__()
        self.sub = Foo()

    @torch.jit.script_method
    def forward(self, x):
        # type: (Tensor) -> Tensor
        return self.sub.forward(x)
bar = Bar()
ops = torch.jit.export_opnames(bar)
expected = ['aten::add.Tensor', 'aten::mul.Scalar']
print(set(expected).issubset(set(ops)))
