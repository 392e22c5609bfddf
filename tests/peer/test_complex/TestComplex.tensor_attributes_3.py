import torch

torch.manual_seed(0)

def tensor_real(x):
    return x.real

def tensor_imag(x):
    return x.imag
t = torch.randn(2, 3, dtype=torch.cdouble)
print(torch.jit.script(tensor_real)(t))
