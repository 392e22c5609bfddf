import torch

@torch.jit.script
def foo():
    if torch.jit.is_scripting():
        return 1
    else:
        print('hello') + 2
print(foo())
