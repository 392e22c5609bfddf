import torch

@torch.jit.script
def test_all_tensor(x):
    return all(x)
print(test_all_tensor(torch.tensor([True, False], dtype=torch.uint8)))
