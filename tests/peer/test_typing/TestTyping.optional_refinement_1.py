import torch

@torch.jit.script
def test_if_none_assignment(x):
    # type: (Optional[int]) -> int
    if x is None:
        x = 1
    return x + 1
print(test_if_none_assignment(1))
