import torch
torch.manual_seed(0)
def f(pair, scale: float = 2.0):
    a, b = pair
    return a * b + a.sum()
x = (torch.randn(3), torch.randn(3))
tf = torch.jit.trace(f, (x,), check_inputs=[((torch.ones(3), torch.zeros(3)),), ((torch.arange(3.), torch.ones(3)),)])
print(tf((torch.ones(3), torch.full((3,), 2.0))))
print(type(tf).__name__)
print(tf.__name__ if hasattr(tf, "__name__") else "noname")
