import torch

def list_index():
    a = [4, 1, 3, 2]
    i = a.index(3)
    return i == 2

def list_str_index():
    a = ['foo', 'bar']
    i = a.index('bar')
    return i == 1
print(torch.jit.script(list_str_index)())
