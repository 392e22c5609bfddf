import torch

@torch.jit.script
def test_all_tensor(x):
    return all(x)
print(test_all_tensor(torch.tensor([1, 0, 3], dtype=torch.uint8)))
