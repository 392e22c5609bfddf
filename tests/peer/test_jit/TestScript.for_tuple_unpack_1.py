import torch

def for_tuple_unpack(x, y):
    for i, j in [[3, 4], [5, 6], [7, 8]]:
        x += i
        y += j
    return (x, y)
print(torch.jit.script(for_tuple_unpack)(torch.tensor(3), torch.tensor(5)))
