import torch

# complex32 tensors print through their complex64 values, with the dtype.
x = torch.tensor([1 + 2j, -0.5j, 3.25])
h = x.to(torch.complex32)
print(h, h.dtype, h.element_size())
print(torch.ones(2).chalf(), torch.zeros(2, 2, dtype=torch.complex32))
print(h.to(torch.complex64), h.real.dtype if hasattr(h, "real") else None)
