# If and Loop outputs come in the order the code after them first reads the
# variables (nested reads and a node's inputs left to right count), unread
# ones last; a branch that raises yields uninitialized values in that order.
import torch


@torch.jit.script
def branches(x: int) -> int:
    if x > 0:
        z = 4
        y = 3
        a = 1
        d = 0
    else:
        z = 5
        y = 2
        a = x
        d = 1
    if x > 2:
        print(d)
    return y + a + z


@torch.jit.script
def raising(x: int) -> int:
    b = 0
    if x > 0:
        raise ValueError("pos")
    else:
        z = 5
        y = 3
        b = 2
    return y * z + b


@torch.jit.script
def carried(x: int):
    a, b, c, d = 1, 2, 3, 4
    for i in range(x):
        if i == 2:
            continue
        a, b, c, d = b, c, d, a
        if a > 10:
            break
    print(d, b)
    return c, a


print(branches(3), branches(-1))
print(raising(-2))
print(carried(5))
print(branches.code)
print(raising.code)
print(carried.code)
