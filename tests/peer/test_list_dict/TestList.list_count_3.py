import torch

def list_count():
    a = [4, 1, 4, 2, 4]
    i = a.count(4)
    return i == 3

def list_str_count():
    a = ['foo', 'bar', 'foo']
    i = a.count('foo')
    return i == 2
print(torch.jit.script(list_str_count)())
