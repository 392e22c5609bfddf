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

@torch.jit.script
def any_refinement(a, b):
    # type: (Any, Any) -> int
    if isinstance(a, int) and isinstance(b, int):
        return a + b
    return 0
print(any_refinement(3, 'hi'))
