import torch


@torch.jit.script
def mix(i: torch.Tensor, f: torch.Tensor, b: torch.Tensor, h: torch.Tensor):
    return ((i + f).dtype, (i + 1.5).dtype, (b + b).dtype, (b + 1).dtype, (h + f).dtype, (h + 2.0).dtype,
            (h * i).dtype, (i / i).dtype, (torch.tensor(2.0, dtype=torch.float64) + f).dtype,
            (i.to(torch.int8) + torch.tensor(300)).dtype, (i.to(torch.uint8) + i.to(torch.int8)).dtype,
            torch.result_type(i, 1.0), torch.promote_types(torch.int32, torch.float16), torch.can_cast(torch.float32, torch.int32))


@torch.jit.script
def complex_mix(z: torch.Tensor, f: torch.Tensor):
    return (z + f).dtype, (z * 2).dtype, z.abs(), z.real, z.imag, z.conj(), z.angle(), (z.to(torch.complex128) + f.double()).dtype


@torch.jit.script
def bf16(x: torch.Tensor):
    y = x.to(torch.bfloat16)
    h = x.half()
    return y, h, y + 1, (y + h).dtype, y.float(), h * 1000.0, y.sum(), h.mean()


i = torch.tensor([1, 2, 3])
f = torch.tensor([0.5, 1.5, 2.5])
print(mix(i, f, torch.tensor([True, False, True]), f.half()))
print(complex_mix(torch.tensor([1 + 2j, -3j]), torch.tensor([1.0, 2.0])))
print(bf16(torch.tensor([0.1, 1.7, 300.3, -2.5])))
print(torch.tensor([1, 2]) + torch.tensor([1.0], dtype=torch.float64), torch.tensor([3], dtype=torch.int16) * 2.5)
print(torch.tensor([1.5, -1.5]).int(), torch.tensor([300]).to(torch.uint8), torch.tensor([-1]).to(torch.uint8), torch.tensor([2.7]).long())
print(torch.tensor([0.0, 2.0]).bool(), torch.tensor([1, 0]).bool().float(), torch.tensor([70000.0]).half(), torch.tensor([1e-8]).half())
print(torch.tensor([1.0, 2.0]).type(torch.int32), torch.tensor([1 + 1j]).to(torch.complex64).dtype, torch.tensor(5).float().item())
