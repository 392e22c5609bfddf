import torch


@torch.jit.script
def promote(a: torch.Tensor, b: torch.Tensor):
    return (a + b).dtype, (a * 2.5).dtype, (a / b).dtype, (a // b).dtype, (a > b).dtype, torch.true_divide(a, 2).dtype


@torch.jit.script
def mixed(a: torch.Tensor):
    return a + 1, a * 1.5, a - 1.0, a / 2, a ** 2, 2 ** a


i = torch.tensor([1, 2, 3])
f = torch.tensor([0.5, 1.5, 2.5])
u8 = torch.tensor([200, 100, 50], dtype=torch.uint8)
i8 = torch.tensor([-100, 100, 27], dtype=torch.int8)
b = torch.tensor([True, False, True])
d = torch.tensor([1.0, 2.0, 3.0], dtype=torch.float64)
h = torch.tensor([1.0, 2.0, 3.0], dtype=torch.float16)
for x, y in [(i, f), (u8, i8), (b, i), (d, f), (h, i), (u8, u8), (i8, h)]:
    print(promote(x, y))
for x in [i, f, u8, d]:
    print(mixed(x))
print(u8 + u8, i8 * 2, u8 - 250)
