import torch

def test_bool_cast_tensor(x):
    if x:
        return 1
    else:
        return 0
torch.jit.script(test_bool_cast_tensor)(torch.tensor([1, 1]))
