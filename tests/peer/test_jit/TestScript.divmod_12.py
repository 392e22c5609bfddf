import torch

def func_int(a, b):
    # type: (int, int) -> Tuple[int, int]
    return divmod(a, b)

def func_float(a, b):

    # type: (float, float) -> Tuple[float, float]
    return divmod(a, b)

def func_int_float(a, b):

    # type: (int, float) -> Tuple[float, float]
    return divmod(a, b)

def func_float_int(a, b):

    # type: (float, int) -> Tuple[float, float]
    return divmod(a, b)

def divmod_test_iterator(func, num, den):
    for i in num:
        for j in den:
            print(torch.jit.script(func)(i, j))
num_int = [1024, -1024]
den_int = [10, -10]
num_float = [5.3, -5.3]
den_float = [2.0, -2.0]
divmod_test_iterator(func_float_int, num_float, den_int)
