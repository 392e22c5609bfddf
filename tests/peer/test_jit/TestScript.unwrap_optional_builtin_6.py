import torch

def test(x):
    # type: (Optional[int]) -> int
    x = torch.jit._unwrap_optional(x)
    x = x + x
    return x
test_script = torch.jit.script(test)

@torch.jit.script
def test_test():
    return torch.jit._unwrap_optional(1)

@torch.jit.script
def test_no_type():
    # type: () -> int
    return torch.jit._unwrap_optional(None)
