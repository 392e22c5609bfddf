import torch

def foo(z):
    # type: (Tuple[int, List[List[int]]]) -> int
    x, y = z
    return y[0][1]
print(torch.jit.script(foo)((1, [[1, 2], [3, 4]])))
