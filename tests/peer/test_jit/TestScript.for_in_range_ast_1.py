import torch

def test_script_for_in_range_ast():
    c = 0
    for i in range(100):
        acc = 0
        for j in range(i):
            acc += j
        c += acc
    return c
print(torch.jit.script(test_script_for_in_range_ast)())
