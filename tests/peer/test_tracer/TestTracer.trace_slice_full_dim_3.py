import torch

torch.manual_seed(0)

def foo(x):
    return x[0:5, 0] + 1.0
traced = torch.jit.trace(foo, (torch.rand(5, 4),))
test_x = torch.rand(6, 3)
print(foo(test_x))
