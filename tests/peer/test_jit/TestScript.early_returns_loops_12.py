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

def test_will_ret(y):

    # type: (int) -> int
    for i in range(y):
        return 2
    return 1

def test_loop_nest_ret(y):

    # type: (int) -> int
    for i in range(y):
        for i in range(y - 2):
            return 10
        return 5
    return 0
print(torch.jit.script(test_loop_nest_ret)(0))
