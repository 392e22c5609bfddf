import torch

def test_not_op(a):
    return not bool(a > 1)
print(torch.jit.script(test_not_op)(torch.tensor(2)))
