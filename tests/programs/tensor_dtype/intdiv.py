import torch


@torch.jit.script
def divs(a: torch.Tensor, b: torch.Tensor):
    return (a // b, torch.div(a, b, rounding_mode="floor"), torch.div(a, b, rounding_mode="trunc"), a / b,
            a % b, torch.remainder(a, b), torch.fmod(a, b), torch.floor_divide(a, 2), a.fmod(-3), a.remainder(-3))


@torch.jit.script
def float_divs(a: torch.Tensor, b: torch.Tensor):
    return a // b, a % b, torch.fmod(a, b), torch.div(a, b, rounding_mode="trunc"), torch.div(a, b, rounding_mode=None)


a = torch.tensor([7, -7, 7, -7, 0])
b = torch.tensor([2, 2, -2, -2, 3])
for t in divs(a, b):
    print(t)
for t in float_divs(torch.tensor([7.5, -7.5, 5.0, -0.0]), torch.tensor([2.0, 2.0, -2.0, 3.0])):
    print(t)
print(float_divs(torch.tensor([1.0, -1.0, 0.0]), torch.tensor([0.0, 0.0, 0.0])))
print(torch.tensor([5], dtype=torch.uint8) // 2, torch.tensor([-5], dtype=torch.int8) % 3, 7 % torch.tensor([-3]))
print(torch.round(torch.tensor([0.5, 1.5, 2.5, -0.5, -1.5])), torch.round(torch.tensor([1.2345, -9.8765]), decimals=2), torch.round(torch.tensor([1234.5]), decimals=-2))
print(torch.tensor([2.5, -2.5]).floor(), torch.tensor([2.5, -2.5]).ceil(), torch.tensor([2.5, -2.5]).trunc(), torch.tensor([2.5, -2.5]).frac(), torch.tensor([7, -7]).sign())
try:
    torch.tensor([1]) // torch.tensor([0])
except RuntimeError as e:
    print(e)
try:
    torch.tensor([1]) % 0
except RuntimeError as e:
    print(e)
