# F.linear on a non-contiguous 3-D input (a batch_first transpose, as
# nn.MultiheadAttention makes) is matmul followed by an in-place bias add:
# the result keeps the product's dtype and shape, and a bias that would
# broadcast to a bigger shape is an error, as in PyTorch.
import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(2, 3, 4).transpose(0, 1)
w = torch.randn(5, 4)
b = torch.randn(5)
y = F.linear(x, w, b)
print(y.shape, y.dtype, y.is_contiguous())
print(torch.equal(y, torch.matmul(x, w.t()) + b))
print(F.linear(x, w, b.double()).dtype)
print(F.linear(x, w, torch.randn(1, 2, 5)).shape)
try:
    F.linear(x, w, torch.randn(4, 3, 2, 5))
except RuntimeError as e:
    print("RuntimeError:", e)


@torch.jit.script
def scripted(x: torch.Tensor, w: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    return F.linear(x, w, b)


print(scripted(x, w, b.double()).dtype)
print(torch.equal(scripted(x, w, b), y))
try:
    scripted(x, w, torch.randn(4, 3, 2, 5))
except RuntimeError as e:
    print("RuntimeError:", str(e).strip().split("\n")[-1])
