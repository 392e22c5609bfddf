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

def test_delete_after_break(x):

    # type: (int)
    a = 1
    b = 1
    for i in range(x):
        a = i * 3
        break
        b = i * 5
    return (a, b)

def test_will_break_after_guard(x):

    # type: (int)
    a = 1
    for i in range(x):
        if i == 4:
            a = 3
            break
        a -= 1
        break
        assert 1 == 2
        a -= -100
    return a

def test_varexit(cond):

    # type: (int)
    m = 0
    for i in range(3):
        if cond == 2:
            if cond == 2:
                m = 2
                break
            k = 1
        else:
            k = 2
        m += k
    return m

def test_break_true():
    i = 0
    while True:
        i += 1
        if i == 3:
            break
    while False:
        i += 1
    return i
print(torch.jit.script(test_break_true)())
