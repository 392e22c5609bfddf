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
for i in range(3):
    for func in [simple, nest, early_ret, nest_early_ret, not_early_ret, not_total_ret]:
        print(torch.jit.script(func)(torch.tensor(2.5 + i)))
