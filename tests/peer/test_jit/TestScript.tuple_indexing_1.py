import torch

def tuple_index(a):
    if bool(a):
        b = (1, 2)
    else:
        b = (0, 2)
    return (b[-2], b[1])
print(torch.jit.script(tuple_index)(torch.tensor([0])))
