import torch

def test_non_constant_input(a):
    # type: (bool) -> int
    if a:
        b = 1
    else:
        b = 0
    c = (0, 1)
    return c[b]
print(torch.jit.script(test_non_constant_input)(False))
