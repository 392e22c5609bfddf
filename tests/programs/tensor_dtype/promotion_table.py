import torch

vals = [
    torch.tensor([1, 2], dtype=torch.int8),
    torch.tensor([1, 2], dtype=torch.uint8),
    torch.tensor([1, 2], dtype=torch.int32),
    torch.tensor([1, 2]),
    torch.tensor([True, False]),
    torch.tensor([1.5, 2.5], dtype=torch.half),
    torch.tensor([1.5, 2.5], dtype=torch.bfloat16),
    torch.tensor([1.5, 2.5]),
    torch.tensor([1.5, 2.5], dtype=torch.float64),
    torch.tensor([1 + 1j, 2 - 1j]),
]
for a in vals:
    row = []
    for b in vals:
        row.append(str((a + b).dtype).replace("torch.", ""))
    print(" ".join(row))
for a in vals:
    print(a.dtype, (a * 2).dtype, (a * 2.5).dtype, (a + True).dtype, (a.float() * 1j).dtype if a.dtype == torch.half else (a * 1j).dtype,
          (a / 2).dtype, torch.tensor(3.0) .add(a).dtype)
print(torch.result_type(vals[0], 5), torch.result_type(vals[1], -1.0), torch.promote_types(torch.uint8, torch.int8))
print(torch.can_cast(torch.float32, torch.int32), torch.can_cast(torch.int32, torch.float32))
x = torch.tensor([100, 200], dtype=torch.uint8)
print(x + x, x * 2, x - 201)
y = torch.tensor([127], dtype=torch.int8)
print(y + 1, y * y, -torch.tensor([-128], dtype=torch.int8))
print(torch.tensor([2 ** 62]) * 4)
print(torch.tensor([-7, 7]) // 2, torch.tensor([-7, 7]) % 3, torch.tensor([-7.5, 7.5]) % -2)
print(torch.tensor([-7, 7]).div(2, rounding_mode="trunc"), torch.tensor([-7, 7]).div(2, rounding_mode="floor"))
print(torch.tensor([-7, 7]) / 2, torch.fmod(torch.tensor([-7, 7]), 3), torch.remainder(torch.tensor([-7, 7]), -3))
print(torch.tensor([5]) // torch.tensor([0.0]), torch.tensor([1.0, -1.0, 0.0]) / 0)
try:
    print(torch.tensor([5]) // torch.tensor([0]))
except RuntimeError as e:
    print(e)
print(torch.tensor([1, 2], dtype=torch.int32) ** 2, torch.tensor([2]) ** -1 if False else 0)
print(torch.tensor([2.0]) ** torch.tensor([3]), 2 ** torch.tensor([1, 2, 3]), 2.0 ** torch.tensor([1, 2]))
print(torch.tensor([3], dtype=torch.int16) << 14, torch.tensor([-8]) >> 1, torch.tensor([5]) & 3, torch.tensor([5]) | 2, torch.tensor([5]) ^ 1)
print(~torch.tensor([0, 5]), ~torch.tensor([True, False]))
