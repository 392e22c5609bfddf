import torch


@torch.jit.script
def ops(a: torch.Tensor, b: torch.Tensor, n: int):
    return 1 - a, 2.0 / a, 3 * a, 1 + a, 1 == a, 2 != a, 1 < a, 2.0 >= a, a // b, a // 2, 7 // a[0], n // 2


print(ops(torch.tensor([3, 4, 5]), torch.tensor([2, 3, -2]), -7))
print(ops.code)
# `7 // a[0]` converts the tensor to an int, which a float tensor refuses.
print(ops(torch.tensor([1.0, 2.0, 4.0]), torch.tensor([2.0, 3.0, -1.0]), 7))
