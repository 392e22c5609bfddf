import torch

torch.manual_seed(0)

def full_with_shape_like(x):
    return torch.full(x.shape, 2.0)
x = torch.randn(3, 4)
ge = torch.jit.trace(full_with_shape_like, example_inputs=x)
y = torch.randn(2, 7)
print(ge(y).shape)
