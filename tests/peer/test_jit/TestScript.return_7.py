import torch

torch.manual_seed(0)

def no_return(a):
    a + 1

def void_return(a):
    return

def one_return(a):
    return a + 1.0

def multiple_returns(a):
    return (a * 1.0, a * 2.0, a * 3.0)
a = torch.randn(1, dtype=torch.float)
print(torch.jit.script(one_return)(a))
