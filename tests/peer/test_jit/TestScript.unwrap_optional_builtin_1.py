import torch

def test(x):
    # type: (Optional[int]) -> int
    x = torch.jit._unwrap_optional(x)
    x = x + x
    return x
print(torch.jit.script(test)(3))
