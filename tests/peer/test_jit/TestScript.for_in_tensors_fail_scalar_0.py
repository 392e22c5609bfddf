import torch

@torch.jit.script
def test_sizes(x):
    # type: (float) -> int
    sumz = 0
    for s in x:
        sumz += 1
    return sumz
test_sizes(0.0)
