import torch

@torch.jit.script
def test(x):
    # type: (Optional[int]) -> int
    if x is None:
        return 1
    else:
        return x
print(test(None))
