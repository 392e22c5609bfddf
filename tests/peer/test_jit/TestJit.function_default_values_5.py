import torch

outer_var = torch.tensor(20)
outer_var2 = torch.tensor(30)
a = torch.tensor(0.5)
b = torch.tensor(10)

@torch.jit.script
def simple_fn(x, a=a, b=b, c=outer_var + outer_var2):
    return x + a + b + c
print(simple_fn(torch.ones(1)))
