import torch

def fn(x=None):
    # type: (Optional[Tuple[int, int]]) -> Tuple[int, int]
    if x is None:
        new_x = (1, 2)
    else:
        new_x = x
    return new_x
print(torch.jit.script(fn)((3, 4)))
