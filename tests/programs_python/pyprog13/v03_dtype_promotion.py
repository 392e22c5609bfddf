import torch
i = torch.tensor([1, 2, 3])
f = torch.tensor([1.5, 2.5, 3.5])
b = torch.tensor([True, False, True])
h = torch.tensor([1, 2], dtype=torch.float16)
u = torch.tensor([200, 100], dtype=torch.uint8)
print((i + f).dtype, (i + 1.5).dtype, (i * True).dtype, (b + b).dtype, (b + 1).dtype, (b * 1.0).dtype)
print((i / 2).dtype, (i // 2).dtype, (i / 2), i.div(2, rounding_mode="floor"), i.div(2, rounding_mode="trunc"))
print((h + 1.0).dtype, (h + torch.tensor(1.0)).dtype, (h + torch.tensor([1.0])).dtype)
print((u + u), (u + 1).dtype, (u.to(torch.int8)), torch.tensor([-1]).to(torch.uint8))
print(torch.result_type(i, 1.0), torch.promote_types(torch.int32, torch.float16), torch.can_cast(torch.float32, torch.int32))
print((torch.tensor(1, dtype=torch.int64) + torch.tensor([1], dtype=torch.int8)).dtype)
print((torch.tensor([1], dtype=torch.int32) + 2 ** 40).dtype, torch.tensor(2 ** 40).dtype)
print(torch.tensor([1.0], dtype=torch.float64).dtype, (f.double() + f).dtype, (f + 1j).dtype)
print(i.float().mean(), i.sum().dtype, b.sum(), b.sum().dtype, u.sum().dtype, h.sum().dtype)
print(torch.arange(5).dtype, torch.arange(5.).dtype, torch.arange(0, 1, 0.25), torch.full((2,), 3).dtype, torch.full((1,), True).dtype)
print(torch.tensor([3.7, -3.7]).int(), torch.tensor([3.7, -3.7]).long(), torch.tensor([0.0, 2.0]).bool())
print(torch.tensor([1, 2]) == torch.tensor([1.0, 2.5]), torch.tensor(5) // 2, torch.tensor(-5) // 2, torch.tensor(-5) % 3)
print(torch.iinfo(torch.int16).max, torch.finfo(torch.float32).eps, torch.finfo(torch.float16).max, torch.iinfo(torch.uint8).min)
try:
    i += 0.5
except RuntimeError as e:
    print("RuntimeError:", e)
print(i.to(dtype=torch.float32, copy=True).dtype, i.type(torch.float64).dtype, i.type())
