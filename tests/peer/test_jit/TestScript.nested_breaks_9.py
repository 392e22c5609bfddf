import torch

def no_bool_loop_outputs(g):
    loops = g.findAllNodes('prim::Loop')
    for loop in loops:
        for out in loop.outputs():
            print(out.type() != BoolType.get())

def test(y):

    # type: (int)
    ret = 0
    tensor = torch.tensor(0)
    while int(tensor.add_(1)) < 4:
        if y == 1:
            continue
        for i in range(y):
            continue
            ret += 1
        ret += 1
    return (ret, int(tensor))

def foo():
    y = torch.tensor(0)
    z = 0
    while int(y.add_(1)) < 20:
        if int(y) < 10:
            for i in range(6):
                if i == 3:
                    continue
                elif i > 3:
                    break
                z += 2
        if int(y) == 18:
            break
        if int(y) == 15:
            continue
        z += 1
    return (int(y), z)

def test_nested_two():
    i = 0
    k = 0
    while i < 5:
        for j in range(5):
            k += 1
            if j == 3:
                continue
        i += 1
        k += 1
        if i == 4:
            break
    return (i, k)
print(torch.jit.script(test_nested_two)())
