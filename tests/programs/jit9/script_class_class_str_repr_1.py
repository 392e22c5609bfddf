import torch

@torch.jit.script
class Named(object):
    def __init__(self, name: str):
        self.name = name

    def __str__(self) -> str:
        return "Named(" + self.name + ")"

def fn(s: str) -> str:
    n = Named(s)
    return str(n)

print(torch.jit.script(fn)("abc"))
