import torch

pairs = [
    (torch.tensor([1], dtype=torch.int32), torch.tensor([1], dtype=torch.int64)),
    (torch.tensor([1], dtype=torch.uint8), torch.tensor([1], dtype=torch.int8)),
    (torch.tensor([1], dtype=torch.int64), torch.tensor([1.0])),
    (torch.tensor([1.0]), torch.tensor([1.0], dtype=torch.float64)),
    (torch.tensor([1.0], dtype=torch.half), torch.tensor([1.0])),
    (torch.tensor([True]), torch.tensor([2])),
    (torch.tensor([1.0]), torch.tensor(2.0, dtype=torch.float64)),
    (torch.tensor([1], dtype=torch.int8), torch.tensor(1000)),
    (torch.tensor([1.0]), torch.tensor([1j])),
    (torch.tensor([1], dtype=torch.int32), torch.tensor(2.5, dtype=torch.float64)),
]
for a, b in pairs:
    print(a.dtype, b.dtype, "->", (a + b).dtype, torch.result_type(a, b), torch.promote_types(a.dtype, b.dtype))

i = torch.tensor([1, 2, 3])
print((i + 1).dtype, (i + 1.5).dtype, (i * True).dtype, (i / 2).dtype, (i // 2).dtype)
print((torch.tensor([True]) + True).dtype, (torch.tensor([1], dtype=torch.uint8) + 300))
print(torch.tensor([5, -5]) // 2, torch.tensor([5, -5]) % 3, torch.fmod(torch.tensor([5, -5]), 3))
print(torch.tensor([7]) / torch.tensor([2]), torch.div(torch.tensor([7, -7]), 2, rounding_mode="floor"), torch.div(torch.tensor([7, -7]), 2, rounding_mode="trunc"))
print(torch.tensor([1.0]).dtype, torch.get_default_dtype())
print(torch.can_cast(torch.double, torch.float), torch.can_cast(torch.float, torch.int))
print(torch.tensor([3.7, -3.7]).long(), torch.tensor([300]).to(torch.uint8), torch.tensor([1.5]).int())
print(torch.tensor(2) ** 3, (torch.tensor(2) ** -1.0), torch.tensor([2]) ** torch.tensor([0.5]))
print(torch.finfo(torch.float32).eps, torch.iinfo(torch.int8).max, torch.finfo(torch.half).max)
print(torch.tensor([1, 2]).float().is_floating_point(), torch.tensor([1j]).is_complex(), torch.tensor([1]).is_signed())
print(torch.zeros(2, dtype=torch.bool).sum().dtype, torch.tensor([1, 2], dtype=torch.int8).sum().dtype)
print(torch.tensor([1.5, 2.5]).mean().dtype, torch.tensor([1, 2]).prod().dtype)
x = torch.tensor([1, 2], dtype=torch.int16)
x += 1
print(x, x.dtype)
print(torch.tensor([0.5]) * torch.tensor([2], dtype=torch.int64))
print(torch.arange(3).to(dtype=torch.float16) / 3)
