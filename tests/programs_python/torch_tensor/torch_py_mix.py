import torch
import math
import operator
from collections import defaultdict

torch.manual_seed(30)
ts = [torch.tensor([3.0, 1.0]), torch.tensor([0.5]), torch.tensor([2.0, 2.0, 2.0])]
print(sorted(ts, key=lambda t: t.sum().item()))
print(max(ts, key=len), [len(t) for t in ts], sum(t.numel() for t in ts))
try:
    bool(torch.tensor([1, 2]))
except RuntimeError as e:
    print("RuntimeError:", e)
print(bool(torch.tensor([0])), bool(torch.tensor(2.5)), not torch.tensor(0))
d = {}
t = torch.tensor([1])
d[t] = "a"
print(d[t], t in d, torch.tensor([1]) in d)
a, b = torch.tensor([5, 6])
print(a, b, type(a).__name__, int(a) + 1, float(b) / 4, [int(v) for v in torch.arange(3)])
x, (y, z) = torch.tensor(1.5), torch.tensor([2, 3])
print(x * 2, y + z)
sz = torch.zeros(2, 3, 4).shape
print(sz[1:], sz + (5,), sz.numel(), tuple(sz), sz == (2, 3, 4), isinstance(sz, tuple), len(sz))
h, w = sz[-2:]
print(h * w, math.prod(sz))
print(torch.tensor(3) + 2.5, 2 ** torch.tensor([1, 2]), 10 - torch.tensor([1.0]), torch.tensor([True]) + 1)
print(torch.tensor([1, 2]) == torch.tensor([1, 3]), torch.tensor(2) == 2, torch.tensor([2.0]) < 3)
print(operator.mul(torch.tensor([2]), 3), operator.neg(torch.tensor(1.0)), abs(torch.tensor(-2)))
print(math.sqrt(torch.tensor(16.0)), math.floor(torch.tensor(2.7)), round(torch.tensor(2.567).item(), 1))
print(torch.tensor(7) // 2, torch.tensor(7.0) % 2.5, divmod(7, 2), -torch.tensor([1, -2]))
acc = defaultdict(list)
for i, row in enumerate(torch.arange(6).view(3, 2)):
    acc[int(row.sum()) % 2].append(row.tolist())
print(dict(acc))
print([row.max().item() for row in torch.eye(3)], list(zip(torch.tensor([1, 2]).tolist(), "ab")))
lst = [torch.ones(2) * i for i in range(3)]
stacked = torch.stack(lst)
stacked[0, 0] = 99
print(lst[0], stacked[0])
v = torch.zeros(3)
alias = v
alias += 1
print(v, alias is v, v.data_ptr() == alias.data_ptr())
v2 = v.view(3, 1)
v2[0, 0] = 5
print(v, v2.is_contiguous(), v.storage_offset(), v[1:].storage_offset())
cp = v.clone(); cp[0] = -1
print(v[0].item(), cp[0].item())
print(torch.tensor([1.0, 2.0]).sum().item() == 3, float(torch.tensor([1.5]).mean()), "%.2f" % torch.tensor(1.234))
print(str(torch.tensor(1.0).dtype), torch.float32 == torch.float, torch.get_default_dtype(), torch.tensor(1).is_floating_point())
print(torch.is_tensor(ts[0]), torch.numel(ts[2]), torch.tensor([[1, 2]]).T.shape, torch.tensor([1, 2]).ndim, torch.ones(2, 3).size(1))
print(torch.tensor(0.1 + 0.2).item(), torch.tensor(0.1, dtype=torch.float64) + 0.2, torch.tensor([1e20]).int() if False else torch.tensor([2.7, -2.7]).int())
print(torch.tensor([1, 2, 3]).float().mean(), torch.tensor([1, 2, 3]).sum(dtype=torch.float32), torch.tensor([1, 2]).to(torch.float16).dtype)
print(torch.result_type(torch.tensor([1]), 1.0), torch.promote_types(torch.int32, torch.float16), torch.can_cast(torch.float32, torch.int32))
print((torch.tensor([1], dtype=torch.uint8) - 2), torch.tensor([127], dtype=torch.int8) + 1, torch.tensor([3]) / torch.tensor([2]))
print(torch.tensor([1, 2], dtype=torch.int32) * 1.5, torch.tensor([1.5]) * torch.tensor([2], dtype=torch.int64), (torch.tensor([1]) * True).dtype)
