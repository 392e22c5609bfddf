import torch
from typing import List, Tuple


@torch.jit.script
def pack(xs: List[torch.Tensor]) -> Tuple[torch.Tensor, torch.Tensor, List[torch.Tensor]]:
    lengths = torch.tensor([x.size(0) for x in xs])
    longest = int(lengths.max())
    padded = torch.zeros(len(xs), longest)
    for i, x in enumerate(xs):
        padded[i, : x.size(0)] = x
    mask = torch.arange(longest).unsqueeze(0) < lengths.unsqueeze(1)
    sizes: List[int] = lengths.tolist()
    return padded, mask, torch.split(padded.flatten()[mask.flatten()], sizes)


@torch.jit.script
def merge(parts: List[torch.Tensor], dim: int) -> torch.Tensor:
    out = torch.cat(parts, dim)
    st = torch.stack(parts, -1)
    return out.sum(dim) + st.sum(-1).sum(dim)


xs = [torch.tensor([1.0, 2.0]), torch.tensor([3.0]), torch.tensor([4.0, 5.0, 6.0])]
padded, mask, back = pack(xs)
print(padded, mask, back)
print(merge([torch.ones(2, 2), torch.arange(4.0).view(2, 2)], 0), merge([torch.ones(2, 2), torch.eye(2)], 1))
print(torch.cat([torch.zeros(0), torch.ones(2)]), torch.cat([torch.ones(1, dtype=torch.int32), torch.ones(1, dtype=torch.float64)]).dtype)
print(torch.stack([torch.tensor(1), torch.tensor(2)]), torch.column_stack([torch.ones(2), torch.zeros(2)]), torch.row_stack([torch.ones(2), torch.zeros(2)]).shape)
try:
    merge([torch.ones(2, 2), torch.ones(2, 3)], 0)
except RuntimeError as e:
    print(str(e).splitlines()[-1])
try:
    torch.cat([])
except RuntimeError as e:
    print(e)
