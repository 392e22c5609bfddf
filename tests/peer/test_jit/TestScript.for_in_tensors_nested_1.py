import torch

torch.manual_seed(0)

def test_sizes(x):
    sumz = 0
    for n in x:
        for t in n:
            sumz += 1
    return sumz
print(torch.jit.script(test_sizes)(torch.rand(5, 4, 3, 2, 1)))
