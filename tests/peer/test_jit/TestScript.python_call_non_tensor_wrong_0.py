import torch

@torch.jit.ignore
def foo():
    # type: () -> Tensor
    return ((3, 4),)

@torch.jit.script
def bar():
    return foo()
bar()
