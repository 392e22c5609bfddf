import torch

torch.manual_seed(0)

@torch.jit.script
def foo(a):
    return a < float('inf')
s = torch.rand(1)

@torch.jit.script
def bar(a):
    return a > float('-inf')
s = torch.rand(1)
str = '\n        def foo(x):\n            # type: (bool)\n            a = float("-inf")\n            if not x:\n                a = float(torch.tensor([5]))\n            return a < 4\n        '
cu = torch.jit.CompilationUnit(str)
print(cu.foo(True))
