import torch

def fn(s1: str, s2: str):
    return hash(s1) == hash(s2)
print(torch.jit.script(fn)('foo', 'bar'))
