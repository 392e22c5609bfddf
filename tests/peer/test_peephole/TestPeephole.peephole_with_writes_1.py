import torch

def test_write(x):
    s = 0
    s += x
    s += x
    return s
print(torch.jit.script(test_write)(torch.ones(4, 4)))
