import torch

x = torch.tensor([0.4], requires_grad=True)
y = torch.tensor([0], dtype=torch.int64)

def fn(x, y):
    return x[y]
fn_traced = torch.jit.trace(fn, (x, y))
print(fn(x, y))
