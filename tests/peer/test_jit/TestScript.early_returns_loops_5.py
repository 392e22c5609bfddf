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

def loop_ret(x, y):

    # type: (int, int) -> (int)
    i = 0
    for i in range(x):
        if x == y:
            return x + y
        i = i + y
    i = i - 1
    return i
print(torch.jit.script(loop_ret)(3, 3))
