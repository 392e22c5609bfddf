import torch

def f(x, y):
    z = x * y + 1
    return z.sum(dim=0), z.max()

tf = torch.jit.trace(f, (torch.ones(2, 3), torch.ones(2, 3)))
print(tf.code)
a, b = tf(torch.arange(6.).view(2, 3), torch.full((2, 3), 2.0))
print(a, b)
print(type(tf).__name__, tf.name)
def g(x):
    return x.view(-1).cumsum(0)
tg = torch.jit.trace(g, torch.ones(2, 2))
print(tg(torch.tensor([[1., 2.], [3., 4.]])))
print(tg.code)
