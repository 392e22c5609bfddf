import torch


@torch.jit.script
def pick_larger(x, y):
    # a tensor comparison as a condition tests bool(tensor)
    if x.max() > y.max():
        r = x
    else:
        r = y
    return r


@torch.jit.script
def count_down(x: torch.Tensor) -> int:
    n = 0
    while x.sum() > 0:
        x = x - 1
        n += 1
    return n


@torch.jit.script
def sign_word(x: torch.Tensor) -> str:
    return "pos" if x.sum() >= 0 else "neg"


a = torch.tensor([1.0, 5.0, 2.0])
b = torch.tensor([3.0, 3.0, 3.0])
print(pick_larger(a, b))
print(pick_larger(b, a))
print(count_down(torch.tensor([2.0, 1.0])))
print(sign_word(-a), sign_word(a))
print((a > b).dtype)
