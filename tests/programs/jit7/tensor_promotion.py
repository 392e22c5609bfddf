# Tensor dtype rules inside script: promotion between tensors and scalars,
# integer division, comparisons, in-place ops keeping dtype, .to/type
# conversions, dtype-valued arguments and results.
import torch
from typing import List


@torch.jit.script
def promote(i: torch.Tensor, f: torch.Tensor, b: torch.Tensor):
    return [(i + 1).dtype, (i + 1.5).dtype, (i + f).dtype, (b + b).dtype, (b + 1).dtype,
            (i / 2).dtype, (i // 2).dtype, (f.double() + f).dtype, (i.to(torch.int8) + i).dtype,
            (i * b).dtype, (f.half() * 2.0).dtype, torch.result_type(i, 2.5),
            torch.promote_types(torch.int32, torch.float16)]


i = torch.tensor([1, 2, 3])
f = torch.tensor([0.5, 1.5, 2.5])
b = torch.tensor([True, False, True])
for d in promote(i, f, b):
    print(d)


@torch.jit.script
def values(i: torch.Tensor, f: torch.Tensor):
    j = i.clone()
    j += 2
    j *= 3
    k = i.to(torch.float64) / 4
    return (i / 2, i // 2, -i // 2, i % 2, torch.remainder(-i, 2), torch.fmod(-i, 2),
            f.floor(), f.round(), f.int(), j, j.dtype, k, i.float().mean(),
            (i > 1) & (i < 3), (i == 2).any(), i.sum().item(), f.sum().dtype)


for v in values(i, f):
    print(v)


@torch.jit.script
def make(dt: torch.dtype, n: int) -> torch.Tensor:
    return torch.arange(n, dtype=dt) * 2


print(make(torch.int16, 4), make(torch.float32, 3), make(torch.uint8, 2).dtype)


@torch.jit.script
def dtype_checks(x: torch.Tensor) -> List[bool]:
    return [x.dtype == torch.float32, x.is_floating_point(), x.is_complex(),
            x.element_size() == 4]


print(dtype_checks(torch.ones(2)), dtype_checks(torch.ones(2, dtype=torch.int64)))


@torch.jit.script
def scalar_tensor_mix(x: torch.Tensor, s: float, n: int) -> List[torch.Tensor]:
    return [x + s, s - x, n * x, x ** n, 2 ** x, x.pow(0.5), torch.where(x > 1, x, n),
            torch.clamp(x, min=n), torch.full([2], n)]


for t in scalar_tensor_mix(torch.tensor([1, 4]), 0.5, 2):
    print(t)
