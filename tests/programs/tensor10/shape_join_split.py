import torch
from typing import List


@torch.jit.script
def joins(a: torch.Tensor, b: torch.Tensor):
    return [torch.cat([a, b]), torch.cat([a, b], 1), torch.cat((a, b), dim=-1), torch.stack([a, b]),
            torch.stack([a, b], 2), torch.hstack([a, b]), torch.vstack([a, b]), torch.dstack([a, b]),
            torch.column_stack([a[0], b[0]]), torch.row_stack([a, b])]


@torch.jit.script
def splits(x: torch.Tensor) -> List[List[torch.Tensor]]:
    return [list(x.split(2)), list(x.split([1, 3], 0)), list(torch.split(x, 3, dim=1)), list(x.chunk(3)),
            list(x.chunk(2, 1)), list(x.unbind(1)), list(torch.tensor_split(x, 3)), list(torch.tensor_split(x, [1, 2], dim=1)),
            list(x.hsplit(2)), list(x.vsplit([1]))]


a = torch.arange(6).reshape(2, 3)
b = torch.arange(6, 12).reshape(2, 3)
for t in joins(a, b):
    print(t.shape)
    print(t)
x = torch.arange(16).reshape(4, 4)
for group in splits(x):
    print(len(group), [t.shape for t in group])
    print(group[-1])
print(torch.cat([torch.zeros(0), torch.ones(2)]), torch.cat([torch.tensor([1]), torch.tensor([2.5])]))
print(torch.cat([a, a.float()], 0).dtype, torch.stack([torch.tensor(1), torch.tensor(2)]))
try:
    torch.stack([a, b.t()])
except RuntimeError as e:
    print("RuntimeError:", e)
