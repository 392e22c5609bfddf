import torch

torch.manual_seed(0)

def random_foo(x):
    return x + 1.0
random_foo_traced = torch.jit.trace(random_foo, (torch.rand(3, 4),))

@torch.jit.script
def random_bar(x):
    return random_foo_traced(x)[0:1]
x = torch.rand(3, 4)
print(random_bar(x))
