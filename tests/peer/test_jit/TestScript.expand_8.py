import torch

torch.manual_seed(0)

@torch.jit.script
def func(x, y):
    return x + y
x = torch.rand(2, 3, dtype=torch.float, requires_grad=True)
y = torch.rand(3, dtype=torch.float, requires_grad=True)
out = func(x, y)
grad = torch.randn(2, 3, dtype=torch.float)
out.backward(grad)
print(grad.sum(dim=0))
