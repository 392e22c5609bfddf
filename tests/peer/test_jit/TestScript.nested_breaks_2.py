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
print(torch.jit.script(test)(1))
