import torch
from torch.autograd import Function
from torch.autograd.function import once_differentiable

torch.manual_seed(12)

class LinearFunction(Function):
    @staticmethod
    def forward(ctx, input, weight, bias=None):
        ctx.save_for_backward(input, weight, bias)
        output = input.mm(weight.t())
        if bias is not None:
            output += bias.unsqueeze(0).expand_as(output)
        return output

    @staticmethod
    def backward(ctx, grad_output):
        input, weight, bias = ctx.saved_tensors
        grad_input = grad_weight = grad_bias = None
        if ctx.needs_input_grad[0]:
            grad_input = grad_output.mm(weight)
        if ctx.needs_input_grad[1]:
            grad_weight = grad_output.t().mm(input)
        if bias is not None and ctx.needs_input_grad[2]:
            grad_bias = grad_output.sum(0)
        return grad_input, grad_weight, grad_bias

class MulConstant(Function):
    @staticmethod
    def forward(ctx, tensor, constant):
        ctx.constant = constant
        return tensor * constant

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output * ctx.constant, None

class Exp(Function):
    @staticmethod
    def forward(ctx, i):
        result = i.exp()
        ctx.save_for_backward(result)
        return result

    @staticmethod
    @once_differentiable
    def backward(ctx, grad_output):
        result, = ctx.saved_tensors
        return grad_output * result

class SplitTwo(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.mark_non_differentiable
        return x.clone(), x * 2

    @staticmethod
    def backward(ctx, g1, g2):
        return g1 + 2 * g2

x = torch.randn(3, 4, dtype=torch.double, requires_grad=True)
w = torch.randn(2, 4, dtype=torch.double, requires_grad=True)
b = torch.randn(2, dtype=torch.double, requires_grad=False)
out = LinearFunction.apply(x, w, b)
print(out.grad_fn.__class__.__name__, out.requires_grad)
out.sum().backward()
print(x.grad.round(decimals=4))
print(w.grad.round(decimals=4))
print(b.grad)
print(torch.autograd.gradcheck(LinearFunction.apply, (x, w, b), eps=1e-6, atol=1e-4))
y = torch.tensor([1.0, 2.0], requires_grad=True)
z = MulConstant.apply(y, 3.5)
z.backward(torch.tensor([1.0, 0.5]))
print(z, y.grad)
e = Exp.apply(torch.tensor([0.0, 1.0], requires_grad=True))
print(e.round(decimals=4))
e.sum().backward()
a = torch.tensor([1.0, -1.0], requires_grad=True)
p, q = SplitTwo.apply(a)
(p.sum() + q.sum() * 3).backward()
print(a.grad)
with torch.no_grad():
    r = MulConstant.apply(y, 2.0)
print(r.requires_grad)
d = torch.tensor([2.0], requires_grad=True)
g = Exp.apply(d)
gg, = torch.autograd.grad(g, d, create_graph=True)
print(gg.round(decimals=3))
try:
    gg.backward()
except RuntimeError as err:
    print("RuntimeError:", str(err).split("\n")[0][:60])
