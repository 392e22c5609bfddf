# ComplexHalf (torch.complex32) from promoting float16 with a complex
# number, and the CPU kernels ATen 1.13 has for it: add, sub, mul, neg,
# eq/ne, fill, item, tolist, copies and printing; the rest raise.
import warnings

import torch

warnings.simplefilter("ignore")  # "ComplexHalf support is experimental" (stderr)
h = torch.tensor([1.5, -2.0, 0.1], dtype=torch.half)
for r in [h * 1j, 1j * h, h * torch.tensor(1j), h + 2j, h - 0.5j, h * torch.tensor([1j, 2, -1j])]:
    print(r.dtype, r)
z = h * (1 + 1j)
print(z + z, z - z, z * z, -z, sep="\n")
print(z == z, z != z * 2, z == 1.5 + 1.5j)
print(z[0].item(), z.tolist(), z.real, z.imag, torch.view_as_real(z))
print(torch.full((2,), 1 - 1j, dtype=torch.chalf), torch.zeros(2, dtype=torch.complex32))
print(z.to(torch.complex64), torch.cat([z, z]).shape, z.reshape(3, 1)[1])
print((h * torch.ones(3, dtype=torch.complex128)).dtype, (h * torch.ones(3, dtype=torch.complex64)).dtype)
for name, f in [("div", lambda: z / z), ("sum", lambda: z.sum()), ("exp", lambda: z.exp()), ("mean", lambda: z.mean())]:
    try:
        f()
    except RuntimeError as e:
        print(name, e)
