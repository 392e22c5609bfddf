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
print(torch.jit.script(test_refine_outside_loop)())
