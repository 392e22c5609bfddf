import torch

@torch.jit.script
def foo(a):
    # type: (Optional[int]) -> int
    if isinstance(a, int):
        return a + 3
    else:
        return 4

@torch.jit.script
def foo2(a, b):
    # type: (Optional[int], Optional[int]) -> int
    if not isinstance(a, int) or not isinstance(b, int):
        return 0
    else:
        return a + b
print(foo2(3, 4))
