import torch

def foo():
    return torch.jit.is_scripting()
scripted = torch.jit.script(foo)
print(scripted())
