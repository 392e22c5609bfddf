import torch
from torch.autograd.function import once_differentiable
class Once(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x
    @staticmethod
    @once_differentiable
    def backward(ctx, g):
        x, = ctx.saved_tensors
        return 2 * x * g
x = torch.tensor([1., 2.], requires_grad=True)
y = Once.apply(x)
v = torch.tensor([1., 1.], requires_grad=True)
g, = torch.autograd.grad(y, x, v, create_graph=True)
print(g, g.requires_grad, g.grad_fn.name())
try:
    g.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
