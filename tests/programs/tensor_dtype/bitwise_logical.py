import torch


@torch.jit.script
def bits(a: torch.Tensor, b: torch.Tensor):
    return (a & b, a | b, a ^ b, ~a, a << 2, a >> 1, torch.bitwise_and(a, 6), torch.bitwise_left_shift(a, b % 4), torch.bitwise_not(a.to(torch.uint8)),
            torch.logical_and(a, b), torch.logical_or(a > 2, b > 2), torch.logical_xor(a, b), torch.logical_not(a), torch.gcd(a, b), torch.lcm(a, b))


a = torch.tensor([1, 5, -3, 0, 12])
b = torch.tensor([3, 4, 5, 7, 8])
for t in bits(a, b):
    print(t)
t = torch.tensor([True, False, True])
print(t & torch.tensor([True, True, False]), ~t, t ^ True, t.sum(), t.any(), t.all(), t.int().sum(), t * 3, t + t)
print(torch.tensor([255], dtype=torch.uint8) + 1, torch.tensor([127], dtype=torch.int8) + 1, torch.tensor([-128], dtype=torch.int8).abs(), torch.tensor([1], dtype=torch.uint8) - 2)
try:
    torch.tensor([1.0]) & torch.tensor([1.0])
except RuntimeError as e:
    print(e)
try:
    -torch.tensor([True])
except RuntimeError as e:
    print(e)
try:
    torch.tensor([1]) - torch.tensor([True])
except RuntimeError as e:
    print(e)
