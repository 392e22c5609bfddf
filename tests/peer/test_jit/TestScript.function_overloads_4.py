import torch

@torch.jit._overload
def test_simple(x1):
    # type: (int) -> int
    pass

@torch.jit._overload
def test_simple(x1):
    # type: (float) -> float
    pass

def test_simple(x1):
    return x1

def invoke_function():
    return (test_simple(1.0), test_simple(0.5))
print(torch.jit.script(invoke_function)())
