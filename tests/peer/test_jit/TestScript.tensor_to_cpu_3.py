import torch

def to_cpu(x):
    return x.cpu()
x = torch.ones(3, 4)
script_fn = torch.jit.script(to_cpu)
print(to_cpu(x).device)
