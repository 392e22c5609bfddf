import torch

def test_script_bool_constant():
    a = True
    return a
print(torch.jit.script(test_script_bool_constant)())
