import torch
from typing import List, Tuple


@torch.jit.script
def binary(a: torch.Tensor, b: torch.Tensor) -> List[torch.Tensor]:
    return [torch.copysign(a, b), torch.copysign(a, -1), torch.logaddexp(a, b), torch.logaddexp2(a, b),
            torch.nextafter(a, b) - a, torch.ldexp(a, torch.tensor([1, 2, 3])),
            torch.float_power(a, 2), torch.float_power(2, b), torch.float_power(a, b.abs()),
            torch.signbit(b), torch.isreal(a), torch.positive(a)]


@torch.jit.script
def integers(a: torch.Tensor, b: torch.Tensor) -> List[torch.Tensor]:
    x = a.clone()
    x.gcd_(b)
    return [torch.gcd(a, b), torch.lcm(a, b), x, torch.copysign(a, b), torch.signbit(a)]


@torch.jit.script
def split_float(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    m, e = torch.frexp(x)
    return m, e


@torch.jit.script
def in_place(a: torch.Tensor, b: torch.Tensor) -> List[torch.Tensor]:
    x = a.clone()
    x.copysign_(b)
    y = a.double()
    y.float_power_(3)
    z = a.clone()
    z.ldexp_(torch.tensor([2]))
    return [x, y, z]


a = torch.tensor([1.5, -2.0, 3.25])
b = torch.tensor([-1.0, 0.5, -0.0])
for t in binary(a, b):
    print(t.dtype, [round(float(v), 4) for v in t.tolist()])
for t in integers(torch.tensor([12, -18, 0, 7]), torch.tensor([8, 12, 0, -21])):
    print(t.dtype, t.tolist())
print(split_float(torch.tensor([8.0, 0.3, -5.0, 0.0])))
for t in in_place(a, b):
    print(t.dtype, t.tolist())
for bad in [lambda: torch.gcd(a, a), lambda: torch.logaddexp(torch.tensor([1]), torch.tensor([2])),
            lambda: a.clone().float_power_(2), lambda: torch.positive(torch.tensor([True])),
            lambda: torch.frexp(torch.tensor([1, 2])), lambda: torch.ones(2).lcm_(torch.ones(2))]:
    try:
        bad()
    except RuntimeError as e:
        print(e)
print(torch.isreal(torch.complex(torch.tensor([1.0, 1.0]), torch.tensor([0.0, 1.0]))))
