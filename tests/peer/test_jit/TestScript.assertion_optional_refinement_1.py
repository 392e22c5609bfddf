import torch

@torch.jit.script
def test(x, y):
    # type: (Optional[int], Optional[int]) -> int
    assert x is not None and y is not None
    return x + y
print(test(2, 2))
