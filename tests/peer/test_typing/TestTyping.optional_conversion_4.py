import torch

@torch.jit.script
def other_fn(x=None):
    # type: (Optional[int]) -> int
    return torch.jit._unwrap_optional(x)

@torch.jit.script
def fn(x):
    # type: (int) -> int
    return other_fn(x)

@torch.jit.script
def unify_to_optional(x):
    # type: (bool) -> Optional[int]
    if x:
        a = None
    else:
        a = 2
    return a
print(unify_to_optional(True))
