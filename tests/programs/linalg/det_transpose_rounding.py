# det/slogdet factor a contiguous matrix as its transpose and reduce the LU
# diagonal with the tensor kernels, as PyTorch does. Integer-valued matrices
# whose transposed LU is exact keep the printed digits independent of the
# BLAS kernel; the random ones are rounded.
import torch
a = torch.tensor([[1., 2.], [3., 4.]])
print(a.det().item(), a.t().det().item(), torch.linalg.det(a).item(), torch.linalg.slogdet(a))
b = torch.tensor([[2., 0., 1.], [4., 1., 0.], [8., 2., 2.]])
print(b.det().item(), b.t().det().item(), torch.logdet(b).item(), torch.linalg.slogdet(b))
torch.manual_seed(0)
for n in [2, 3, 4]:
    m = torch.randn(3, n, n)
    print(n, torch.round(m.det(), decimals=4), torch.round(torch.linalg.slogdet(m)[1], decimals=4))
