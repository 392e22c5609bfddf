import torch

def compare_eq(a: bool, b: bool):
    return a == b

def compare_ne(a: bool, b: bool):
    return a != b
scripted_fn_eq = torch.jit.script(compare_eq)
scripted_fn_ne = torch.jit.script(compare_ne)
print(scripted_fn_eq(False, False))
