import torch

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
for i in range(1, 4):
    print(torch.jit.script(foo_continue)(i))
    print(torch.jit.script(foo_break)(i))
