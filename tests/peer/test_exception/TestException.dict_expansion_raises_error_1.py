import torch

def fn(self):
    d = {'foo': 1, 'bar': 2, 'baz': 3}
    return {**d}
torch.jit.script(fn)
