import torch

x_byte = torch.empty(34, 56, 78, dtype=torch.uint8)
x_long = torch.empty(34, 56, 78, dtype=torch.long)
x_float32 = torch.empty(34, 56, 78, dtype=torch.float32)

@torch.jit.script
def byte(x):
    return x.dtype == torch.uint8

@torch.jit.script
def long(x):
    return x.dtype == torch.long

@torch.jit.script
def float32(x):
    return x.dtype == torch.float32
print(float32(x_byte))
