import torch

def test_hex(x):
    # type: (int) -> str
    return hex(x)

def test_oct(x):

    # type: (int) -> str
    return oct(x)

def test_bin(x):

    # type: (int) -> str
    return bin(x)
numbers = [-1000, -10, 0, 1, 10, 2343]
for n in numbers:
    print(torch.jit.script(test_bin)(n))
    print(torch.jit.script(test_oct)(n))
    print(torch.jit.script(test_hex)(n))
