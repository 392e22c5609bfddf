# "Learning PyTorch with Examples": a custom autograd Function, nn.Sequential with
# Flatten(0, 1) and RMSprop, and an LBFGS closure loop.
import torch
import math

class LegendrePolynomial3(torch.autograd.Function):
    @staticmethod
    def forward(ctx, input):
        ctx.save_for_backward(input)
        return 0.5 * (5 * input ** 3 - 3 * input)

    @staticmethod
    def backward(ctx, grad_output):
        input, = ctx.saved_tensors
        return grad_output * 1.5 * (5 * input ** 2 - 1)

dtype = torch.float
x = torch.linspace(-math.pi, math.pi, 2000, dtype=dtype)
y = torch.sin(x)
a = torch.full((), 0.0, dtype=dtype, requires_grad=True)
b = torch.full((), -1.0, dtype=dtype, requires_grad=True)
c = torch.full((), 0.0, dtype=dtype, requires_grad=True)
d = torch.full((), 0.3, dtype=dtype, requires_grad=True)
learning_rate = 5e-6
for t in range(300):
    P3 = LegendrePolynomial3.apply
    y_pred = a + b * P3(c + d * x)
    loss = (y_pred - y).pow(2).sum()
    if t % 100 == 99:
        print(t, round(loss.item(), 1))
    loss.backward()
    with torch.no_grad():
        a -= learning_rate * a.grad
        b -= learning_rate * b.grad
        c -= learning_rate * c.grad
        d -= learning_rate * d.grad
        a.grad = None; b.grad = None; c.grad = None; d.grad = None
print('Result:', [round(v.item(), 3) + 0.0 for v in (a, b, c, d)])

xx = x.unsqueeze(-1).pow(torch.tensor([1, 2, 3]))
model = torch.nn.Sequential(torch.nn.Linear(3, 1), torch.nn.Flatten(0, 1))
torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(3, 1), torch.nn.Flatten(0, 1))
loss_fn = torch.nn.MSELoss(reduction='sum')
optimizer = torch.optim.RMSprop(model.parameters(), lr=1e-3)
for t in range(500):
    y_pred = model(xx)
    loss = loss_fn(y_pred, y)
    if t % 100 == 99:
        print(t, round(loss.item(), -1))
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
linear_layer = model[0]
print('Result:', [round(v, 2) + 0.0 for v in linear_layer.bias.tolist() + linear_layer.weight.view(-1).tolist()])
w = torch.randn(3, requires_grad=True)
opt = torch.optim.LBFGS([w], lr=0.5, max_iter=10)
def closure():
    opt.zero_grad()
    l = ((w - torch.tensor([1.0, 2.0, 3.0])) ** 2).sum()
    l.backward()
    return l
for _ in range(3):
    opt.step(closure)
print(torch.round(w, decimals=4))
