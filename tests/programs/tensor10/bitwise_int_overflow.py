import torch


@torch.jit.script
def bits(a: torch.Tensor, b: torch.Tensor):
    return [a & b, a | b, a ^ b, ~a, a << 2, a >> 1, torch.bitwise_left_shift(a, b.clamp(0, 3)),
            torch.bitwise_right_shift(a, 1), torch.bitwise_not(b), a.bitwise_and(3), torch.bitwise_xor(a, 255)]


a = torch.tensor([5, -6, 127, 0, 1024])
b = torch.tensor([3, 3, -1, 7, 1])
for t in bits(a, b):
    print(t)
u = torch.tensor([250, 5], dtype=torch.uint8)
print(u + 10, u * 2, u - 10, ~u, u >> 1, -u)
i8 = torch.tensor([120, -120], dtype=torch.int8)
print(i8 + 10, i8 * 2, i8.abs(), -i8, i8.to(torch.uint8))
big = torch.tensor([2 ** 62, -(2 ** 63)])
print(big * 2, big + big, big.abs(), big // 3, big.float())
print(torch.tensor([1.7, -1.7, 300.5, -0.5]).to(torch.int32), torch.tensor([300.0, -1.0]).to(torch.uint8), torch.tensor([2.5, 0.0, -0.0]).bool())
print(torch.tensor([True, False]) ^ torch.tensor([True, True]), ~torch.tensor([True, False]), torch.tensor([True]) & torch.tensor([1, 3]))
print(torch.tensor([7]) << torch.tensor([62]), torch.tensor([1]) << 63, torch.tensor([-8]) >> 1)
print(torch.iinfo(torch.int16).max, torch.iinfo(torch.uint8).min, torch.finfo(torch.float16).eps, torch.finfo(torch.bfloat16).max, torch.finfo(torch.float32).tiny)
