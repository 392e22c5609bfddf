import torch

def test_foo(x: bool):
    if x:
        return 1
    return 2
print(torch.jit.script(test_foo)(True))
