import torch

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

class ScaleBy(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, k):
        ctx.k = k
        return x * k

    @staticmethod
    def backward(ctx, g):
        return g * ctx.k, None

torch.manual_seed(0)
x = torch.randn(5, requires_grad=True)
y = MyReLU.apply(x)
print(y)
y.sum().backward()
print(x.grad)
x.grad = None
z = ScaleBy.apply(x, 3.0)
z.pow(2).sum().backward()
print(x.grad)
print(torch.allclose(x.grad, 18 * x.detach()))
dtype = torch.float
a = torch.linspace(-1, 1, 50)
b = torch.sin(a)
w = torch.zeros(2, requires_grad=True)
for t in range(100):
    pred = w[0] + w[1] * MyReLU.apply(a)
    loss = (pred - b).pow(2).sum()
    loss.backward()
    with torch.no_grad():
        w -= 1e-3 * w.grad
        w.grad.zero_()
print(f"loss {loss.item():.4f}", [round(v, 4) for v in w.tolist()])
