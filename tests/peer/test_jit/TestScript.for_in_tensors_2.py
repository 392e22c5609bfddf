import torch

torch.manual_seed(0)

def test_sizes(x):
    sumz = 0
    for s in x:
        sumz += 1
    return sumz
print(torch.jit.script(test_sizes)(torch.rand(777)))
