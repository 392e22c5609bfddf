import torch

def simple(x):
    if bool(x > 3):
        return x + 1
    else:
        return x + 2
    raise RuntimeError('nope')

def nest(x):
    x = x + 1
    if bool(x > 3):
        if bool(x > 4):
            x += 1
        return x + 1
    else:
        return x + 2

def early_ret(x):
    x = x + 1
    if bool(x > 3):
        return x + 1
    x = x + 1
    return x + 2

def nest_early_ret(x):
    x = x + 1
    if bool(x > 3):
        if bool(x > 4):
            return x + 2
        return x + 1
    x = x + 1
    return x + 2

def not_early_ret(x):
    s = ''
    if bool(x > 3):
        if bool(x > 4):
            return (1, s)
        s += 'foo'
    else:
        s += '5'
    s += 'hi'
    return (7, s)

def not_total_ret(x):
    s = ''
    if bool(x > 3):
        if bool(x > 4):
            return (1, s)
        else:
            return (2, s)
    else:
        s += '5'
    return (7, s)

def vars_used_after_ret(x):

    # type: (int) -> int
    if x == 0:
        return x
    else:
        y = 2
        z = 3
    return x + y * z

def complicated(x):

    # type: (int) -> int
    if x:
        if x == 2:
            return 1
            assert 1 == 2
        elif x == 3:
            return 2
            assert 1 == 2
        else:
            a = 2
            b = 3
    else:
        a = 4
        b = 1
    return a + b
    assert 1 == 2
for i in range(4):
    print(torch.jit.script(complicated)(i))
