import torch

def int_test():
    return (2 & 3, 2 ^ 3, 2 | 3, 2 << 3, 2 >> 3)
print(torch.jit.script(int_test)())
