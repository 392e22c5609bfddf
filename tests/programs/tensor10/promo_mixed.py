import torch


@torch.jit.script
def promote(i: torch.Tensor, f: torch.Tensor, b: torch.Tensor, h: torch.Tensor):
    return [(i + f).dtype, (i + b).dtype, (b + b).dtype, (i * 2.5).dtype, (b * 2).dtype,
            (h + i).dtype, (h + 1.5).dtype, (h + f).dtype, (i / i).dtype, (b & b).dtype,
            (i + torch.tensor(1.5, dtype=torch.float64)).dtype, (f + torch.tensor(2, dtype=torch.float64)).dtype]


@torch.jit.script
def int_types():
    u = torch.tensor([200], dtype=torch.uint8)
    s = torch.tensor([-100], dtype=torch.int8)
    return (u + s).dtype, u + s, u + 100, (u * 2), (s - 100), torch.tensor([3], dtype=torch.int16) * 2.0


i = torch.tensor([1, 2, 3])
f = torch.tensor([0.5, 1.5, 2.5])
b = torch.tensor([True, False, True])
h = torch.tensor([1.0, 2.0, 3.0], dtype=torch.float16)
for d in promote(i, f, b, h):
    print(d)
print(int_types())
print(torch.result_type(i, 1.0), torch.result_type(b, 1), torch.result_type(h, torch.tensor(1.0)))
print(torch.promote_types(torch.int32, torch.float16), torch.promote_types(torch.uint8, torch.int8))
print(torch.can_cast(torch.float32, torch.int32), torch.can_cast(torch.int32, torch.float32))
c = torch.tensor([1 + 2j, 3 - 1j])
print((c * 2).dtype, (c + f[:2]).dtype, (c + torch.tensor([1.0], dtype=torch.float64)).dtype)
print(c * i[:2], c + b[:2])
print(i + True, b + True, (b + True).dtype)
print(torch.tensor(5) / 2, torch.tensor(5) // 2, torch.tensor(5.0) // 2)
