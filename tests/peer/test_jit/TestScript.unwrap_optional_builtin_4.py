import torch

def test(x):
    # type: (Optional[int]) -> int
    x = torch.jit._unwrap_optional(x)
    x = x + x
    return x
test_script = torch.jit.script(test)
test_script(None)
