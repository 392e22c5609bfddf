import torch

def test_tensor_reverse():
    a = [torch.tensor(1), torch.tensor(2)]
    a.reverse()
    return a == [torch.tensor(2), torch.tensor(1)]
print(torch.jit.script(test_tensor_reverse)())
