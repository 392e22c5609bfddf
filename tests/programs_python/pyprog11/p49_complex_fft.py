import math
import torch

sig = torch.sin(2 * math.pi * 3 * torch.arange(16) / 16) + 0.5 * torch.cos(2 * math.pi * 5 * torch.arange(16) / 16)
spec = torch.fft.fft(sig)
print(spec.dtype, spec.shape)
print(torch.round(spec.abs(), decimals=3))
print(torch.topk(spec.abs()[:8], 2).indices.sort().values.tolist())
rec = torch.fft.ifft(spec).real
print(torch.allclose(rec, sig, atol=1e-5))
r = torch.fft.rfft(sig)
print(r.shape, torch.round(torch.fft.rfftfreq(16), decimals=4))
print(torch.fft.fftfreq(4), torch.fft.fftshift(torch.arange(6)))
z = torch.tensor([1 + 2j, 3 - 4j])
print(z.abs(), z.angle().round(decimals=4), z.conj(), z.real, z.imag)
print(z * z, z / (1 + 1j), torch.view_as_real(z))
print(torch.complex(torch.tensor([1.0]), torch.tensor([2.0])), torch.polar(torch.tensor([2.0]), torch.tensor([0.0])))
c = complex(1, 2)
print(c, c.conjugate(), abs(3 + 4j), (1j) ** 2, c.real, type(c).__name__)
import cmath
print(cmath.sqrt(-1), cmath.phase(-1), cmath.exp(1j * cmath.pi).real.__round__(6))
x2 = torch.fft.fft2(torch.eye(2))
print(x2)
