# Tensor methods PyTorch defines in Python (ndimension, is_cpu, cfloat, H/mH,
# apply_/map_, legacy new) and torch.tensor on rows of mixed number kinds.
import torch
x = torch.arange(6.).view(2, 3)
print(x.ndimension(), x.is_cpu, x.cfloat().dtype, x.cdouble().dtype)
print(x.polygamma(1).round(decimals=4))
c = torch.tensor([[1+2j, 3j], [1, 2]])
print(c.H, x.H)
y = x.clone(); print(y.apply_(lambda v: v * 10))
z = x.clone(); print(z.map_(torch.ones(2, 3), lambda a, b: a + b))
print(x.is_pinned())
print(x.output_nr, x.is_leaf)
n = x.new(2, 2); print(n.shape, n.dtype, x.new([1, 2]), x.new().shape, x.new(torch.Size([3])).shape)
for data in ([[1j], [1]], [[1, 2j], [3.5, 4]], [[True], [2]], [[True], [2.5]], [[[1], [2]], [[3.5], [True]]]):
    t = torch.tensor(data)
    print(t.dtype, t.tolist())
try:
    torch.ones(2, 2, 2).H
except RuntimeError as e:
    print(e)
print(torch.ones(3, 2, 2).mH.shape)
