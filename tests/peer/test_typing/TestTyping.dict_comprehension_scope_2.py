import torch

def comprehension_can_access_outer_scope_variables():
    lst = ['foo', 'bar', 'baz']
    return {l: len(l) for l in lst}

@torch.jit.script
def outer_scope_cannot_access_comprehension_variables():
    d = {i: chr(i + 65) for i in range(4)}
    i = i + 1
