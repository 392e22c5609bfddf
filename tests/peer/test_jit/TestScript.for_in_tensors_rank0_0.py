import torch

@torch.jit.script
def test_sizes(x):
    sumz = 0
    for s in x:
        sumz += 1
    return sumz
test_sizes(torch.tensor(1))
