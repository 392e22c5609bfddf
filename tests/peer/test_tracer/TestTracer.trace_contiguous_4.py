import torch

torch.manual_seed(0)

def foo(x):
    return x[:, :, ::2].contiguous().view(12)
x = torch.rand(2, 3, 4)
traced = torch.jit.trace(foo, (x,))
y = traced(x)
print(x.storage().data_ptr())
