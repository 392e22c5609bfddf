import torch


@torch.jit.script
def divs(a: torch.Tensor, b: torch.Tensor):
    return [a // b, a % b, torch.fmod(a, b), torch.remainder(a, b), torch.div(a, b, rounding_mode="trunc"),
            torch.div(a, b, rounding_mode="floor"), a / b, torch.floor_divide(a, b)]


@torch.jit.script
def scalar_divs(a: torch.Tensor):
    return [a // 3, a % 3, a % -3, torch.fmod(a, -3), a // -3, torch.remainder(-7, a.clamp(min=1))]


a = torch.tensor([7, -7, 7, -7, 0])
b = torch.tensor([2, 2, -2, -2, 3])
for t in divs(a, b):
    print(t)
for t in divs(a.float(), b.float()):
    print(t)
for t in scalar_divs(a):
    print(t)
print(torch.tensor([5.5, -5.5]) % 2, torch.fmod(torch.tensor([5.5, -5.5]), 2))
print(torch.tensor([1.0, -1.0, 0.0]) / 0, torch.tensor([1.0, -1.0]) // 0.0)
try:
    print(torch.tensor([1, 2]) // 0)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    print(torch.tensor([1, 2]) % torch.tensor([0, 1]))
except RuntimeError as e:
    print("RuntimeError:", e)
x = torch.tensor([9, 8])
x //= 2
print(x)
x %= 3
print(x)
