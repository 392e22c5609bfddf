import torch

def bad_index(x):
    # type: (bool)
    y = 0
    if x:
        a = [1, 2, 3]
        y = a[4]
    return y
print(torch.jit.script(bad_index)(False))
