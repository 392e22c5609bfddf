# A Python number in a traced op is a wrapped-number constant: it does not
# promote the result's dtype, and autograd records the Scalar overload's node.
import torch

def f(x):
    return x + 1, x * 2, x - 3, x / 4, x + torch.ones(2)

x = torch.ones(2, requires_grad=True)
t = torch.jit.trace(f, x)
print([r.grad_fn.name() for r in f(x)])
print([r.grad_fn.name() for r in t(x)])
ti = torch.jit.trace(lambda v: v * 1.5, torch.ones(2, dtype=torch.long))
print(ti(torch.ones(2, dtype=torch.long)))
print(ti.code)
