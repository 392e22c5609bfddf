import torch

@torch.jit.script
def other_fn(x=None):
    # type: (Optional[int]) -> int
    return torch.jit._unwrap_optional(x)

@torch.jit.script
def fn(x):
    # type: (int) -> int
    return other_fn(x)
print(fn(2))
