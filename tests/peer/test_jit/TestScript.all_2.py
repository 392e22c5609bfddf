import torch

@torch.jit.script
def test_all_tensor(x):
    return all(x)
print(test_all_tensor(torch.tensor([3.14, 3, 99], dtype=torch.uint8)))
