import torch

def comprehension_can_access_outer_scope_variables():
    lst = ['foo', 'bar', 'baz']
    return {l: len(l) for l in lst}
print(torch.jit.script(comprehension_can_access_outer_scope_variables)())
