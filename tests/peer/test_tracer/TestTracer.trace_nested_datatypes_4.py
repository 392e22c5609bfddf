import torch

torch.manual_seed(0)

@torch.jit.script
def foo(x):
    return [[x + 1, x - 1], [x + 2, x - 2]]

def bar(x):
    list_stuff = foo(x)
    return (list_stuff[0][0], list_stuff[1][1])
traced = torch.jit.trace(bar, torch.rand(3, 4))
x = torch.rand(5, 6)
print(bar(x))
