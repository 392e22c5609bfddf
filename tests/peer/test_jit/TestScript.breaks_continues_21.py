import torch
from typing import Optional

def foo_continue(cond):
    # type: (int)
    j = 1
    for i in range(5):
        if i == cond:
            continue
        j += 1
    return j

def foo_break(cond):

    # type: (int)
    j = 1
    for i in range(5):
        if i == cond:
            break
        j += 1
    return j

def test_refine_outside_loop():
    if 1 == 1:
        x = None
    else:
        x = 1
    i = 0
    j = 0
    while x is None or torch.jit._unwrap_optional(x) > 3:
        if i < 3:
            if i < 3:
                x = torch.jit.annotate(Optional[int], None)
                i += 1
                continue
            x = 1
        else:
            x = 1 if x is None else x
        x = x + 1
        j = x + x
    return (x, j)

def assign_after_break(y):

    # type: (int)
    x = 0
    for i in range(y):
        x = y * 2 + i
        break
        x = 4
    return x

def assign_after_break_nested(y):

    # type: (int)
    x = 0
    for i in range(y):
        if y == 1:
            x = 5
            break
            assert 1 == 2
        else:
            x = x + 1
            break
            assert 1 == 2
        x = -30
        assert 1 == 2
    return x

def may_break(y):

    # type: (int)
    x = 0
    for i in range(y):
        if y == 1:
            x = 5
        else:
            x = x + 1
            break
        x = -30
    return x

def test(x, y):

    # type: (int, int)
    a = 1
    while x > 0:
        if y == 3:
            for i in range(y):
                a += 1 % (i + 1)
                x -= 1
        if x == 3:
            a = x * 3
            break
        if x < 3:
            if x == 1:
                a -= 2
                x -= 1
                break
        a -= 1
        x -= 3
    return (a, x)
print(torch.jit.script(test)(5, 3))
