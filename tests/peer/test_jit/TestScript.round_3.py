import torch

def round_float(x):
    # type: (float) -> float
    return round(x)

def round_int(x):

    # type: (int) -> float
    return round(x)
print(torch.jit.script(round_int)(2))
