import torch
from typing import List, Tuple


@torch.jit.script
def facts(x: torch.Tensor) -> Tuple[bool, bool, bool, bool, int, bool, bool, bool]:
    return (torch.is_neg(x), torch.is_signed(x), torch.is_signed(x.to(torch.uint8)), torch.is_nonzero(x[1:2]),
            x.get_device(), torch.can_cast(torch.float, torch.int), torch.can_cast(torch.int, torch.float),
            x.is_set_to(x))


@torch.jit.script
def reshapes(x: torch.Tensor) -> List[torch.Tensor]:
    y = torch.arange(24).view(2, 3, 4)
    out = torch.dsplit(y, 2) + torch.dsplit(y, [1, 3])
    out += torch.atleast_1d([x[0], x]) + torch.atleast_2d([x]) + torch.atleast_3d([x[0]])
    out += torch.unsafe_split_with_sizes(x, [1, 2])
    out.append(torch.fill(x, 7.5))
    out.append(x.resize(2))
    out.append(torch.ones(2, 3, 4).sum_to_size([3, 1]))
    out.append(torch.ones(2, 3).sum_to_size(2, 3))
    out.append(x.new_empty_strided([2], [1]).fill_(1.0))
    return out


@torch.jit.script
def as_complex(x: torch.Tensor) -> complex:
    return complex(x[0], 2.5)


x = torch.tensor([0.5, 2.0, -1.0])
print(facts(x))
for t in reshapes(x):
    print(t.dtype, t.shape, t.flatten().tolist())
print(as_complex(x))
print(torch.is_inference(x), x.is_distributed(), torch.is_nonzero(torch.tensor([0.0])))
for bad in [lambda: torch.is_nonzero(torch.tensor([1, 2])), lambda: torch.dsplit(torch.ones(2, 3), 1),
            lambda: torch.dsplit(torch.ones(2, 3, 5), 2), lambda: torch.ones(2, 3).sum_to_size([4])]:
    try:
        bad()
    except RuntimeError as e:
        print(e)
