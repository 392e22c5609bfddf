import torch

def fun():
    return 1 + 2
fun_compiled = torch.jit.script(fun)
print(torch.jit.script(fun).graph)
