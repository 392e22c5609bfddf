import torch

def tuple_slice(a):
    if bool(a):
        b = (1, 2, 3, 4)
    else:
        b = (4, 3, 2, 1)
    c = b[-4:4]
    e = c[1:-1]
    return e
print(torch.jit.script(tuple_slice)(torch.tensor([1])))
