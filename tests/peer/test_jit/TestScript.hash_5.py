import torch

def tester(fn, inputs):
    for x in inputs:
        for y in inputs:
            if x == y:
                print(fn(x))
            else:
                print(fn(x))

@torch.jit.script
def int_hash(x):
    # type: (int) -> int
    return hash(x)

@torch.jit.script
def float_hash(x):
    # type: (float) -> int
    return hash(x)

@torch.jit.script
def str_hash(x):
    # type: (str) -> int
    return hash(x)
tester(float_hash, (20.0, 21.00001, 22.443))
