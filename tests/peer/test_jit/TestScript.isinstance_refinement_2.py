import torch

@torch.jit.script
def foo(a):
    # type: (Optional[int]) -> int
    if isinstance(a, int):
        return a + 3
    else:
        return 4
print(foo(None))
