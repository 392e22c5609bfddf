import torch

def fn1(x):
    # type: (str) -> str
    return x[1:3]

def fn2(x):

    # type: (str) -> str
    return x[-1:3]

def fn3(x):

    # type: (str) -> str
    return x[3:1]

def fn4(x):

    # type: (str) -> str
    return x[3:100]
print(torch.jit.script(fn2)('abcdefghi'))
