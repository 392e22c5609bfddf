import torch

@torch.jit.script
def test_primitive_type(x):
    # type: (int) -> int
    if isinstance(x, int):
        return x + 1
    else:
        return x - 1
print(test_primitive_type(1))
