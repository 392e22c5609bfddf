import torch

torch.manual_seed(0)

def f(x):
    # type: (Tensor) -> Tensor
    return torch.zeros_like(x, memory_format=None)
scripted_f = torch.jit.script(f)
x = torch.rand(3, 4)
print(scripted_f(x))
