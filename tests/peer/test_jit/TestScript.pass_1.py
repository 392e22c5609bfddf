import torch

def foo(x):
    # type: (bool) -> int
    for _i in range(3):
        pass
    if x:
        pass
    else:
        pass
    return 3
print(torch.jit.script(foo)(True))
