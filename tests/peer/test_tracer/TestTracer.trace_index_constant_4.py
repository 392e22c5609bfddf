import torch

x = torch.tensor([0.4], requires_grad=True)

def fn(x):
    return x[0]

def run(f):
    y = f(x)
    grad = torch.autograd.grad(y, x)[0].clone()
    return (y, grad)
traced_fn = torch.jit.trace(fn, torch.ones(1))
print(run(fn))
