import torch
import torch.nn as nn

torch.manual_seed(0)

def func_1(x):
    return torch.nn.functional.adaptive_avg_pool1d(x, 1)

def func_2(x):
    return torch.nn.functional.adaptive_avg_pool1d(x, output_size=1)

def func_3(x):
    return torch.nn.functional.adaptive_avg_pool1d(x, output_size=[1])
x = torch.randn(8, 8, 8)
print(torch.jit.script(func_3)(x))
