import torch
import torch.nn as nn


class MyReLU(torch.autograd.Function):
    @staticmethod
    def forward(ctx, input):
        ctx.save_for_backward(input)
        return input.clamp(min=0)

    @staticmethod
    def backward(ctx, grad_output):
        input, = ctx.saved_tensors
        grad_input = grad_output.clone()
        grad_input[input < 0] = 0
        return grad_input


class SplitScale(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, scale):
        ctx.scale = scale
        ctx.flags = ctx.needs_input_grad
        return x * scale, x + 1

    @staticmethod
    def backward(ctx, ga, gb):
        return ga * ctx.scale + gb, None


class StraightThrough(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return torch.round(x)

    @staticmethod
    def backward(ctx, g):
        return g


class QuantLinear(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 2)

    def forward(self, x):
        return self.fc(StraightThrough.apply(x * 4) / 4)


x = torch.tensor([-1.0, 0.5, 2.0], requires_grad=True)
y = MyReLU.apply(x)
print(y, y.grad_fn.name(), y.requires_grad, y.is_leaf)
(y * torch.tensor([1.0, 2.0, 3.0])).sum().backward()
print(x.grad)
a, b = SplitScale.apply(x, 3.0)
print(type(a.grad_fn).__name__, a.grad_fn is not None, b.grad_fn.name())
x.grad = None
(a.sum() + b.sum()).backward()
print(x.grad)
x.grad = None
a, b = SplitScale.apply(x, 2.0)
a.sum().backward()
print(x.grad)
with torch.no_grad():
    z = MyReLU.apply(x)
print(z.requires_grad, z.grad_fn)
w = MyReLU.apply(torch.tensor([1.0, -2.0]))
print(w.requires_grad, w)
torch.manual_seed(0)
m = QuantLinear()
inp = torch.tensor([[0.1, 0.4, -0.3]], requires_grad=True)
out = m(inp)
out.sum().backward()
print(inp.grad.shape, m.fc.weight.grad.shape, [f is None for f, _ in out.grad_fn.next_functions][:3])
print(torch.autograd.gradcheck(MyReLU.apply, (torch.tensor([0.5, -0.7, 1.2], dtype=torch.double, requires_grad=True),)))
