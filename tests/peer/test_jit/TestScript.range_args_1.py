import torch

@torch.jit.script
def range_non_float():
    for i in range(0.5):
        print(i)
