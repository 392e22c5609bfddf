import torch

def nest_while_ret(x):
    # type: (int) -> int
    y = 4
    while x < 4:
        if x < 3:
            return y
        else:
            y = y + 1
            break
        y = y + 2
    y = y + 1
    return y
print(torch.jit.script(nest_while_ret)(2))
