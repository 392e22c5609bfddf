import torch

def foo():
    return (list([1, 2, 3]), list(('a', 'b')), list(range(5)), list('abcdefg'))
print(torch.jit.script(foo)())
