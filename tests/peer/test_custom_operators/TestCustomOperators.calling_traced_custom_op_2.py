import torch

input = torch.ones(5, 5)
func = torch.jit.trace(torch.ops.aten.relu, [input])
print(func(input))
