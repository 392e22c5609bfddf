import torch

def double(x):
    # type: (int) -> int
    return 2 * x

def complicated_arithmetic_operation():
    list = [0, 1, 2, 3]
    result = list[1:3][0] + double(4) + (-3 + 8) * 6 // 2 % 4 << 2 + 1 >> 1 | 23 & 16 + 3 ^ 4
    return result
print(torch.jit.script(complicated_arithmetic_operation)())
