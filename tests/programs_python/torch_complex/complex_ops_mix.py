import torch
z = torch.tensor([1 + 2j, -3.5 + 0.5j, 0j])
print(z, z.real, z.imag, z.abs(), z.angle(), z.conj(), z * z, z / (1 + 1j), torch.exp(z), z.sum(), z.mean())
print(torch.view_as_real(z), torch.view_as_complex(torch.tensor([[1.0, 2.0], [3.0, 4.0]])), torch.polar(torch.tensor([2.0]), torch.tensor([0.5])))
print(torch.complex(torch.tensor([1.0]), torch.tensor([2.0])), z.dtype, z.to(torch.complex128), torch.fft.fft(torch.arange(4.0)))
print(torch.fft.rfft(torch.tensor([1.0, 2.0, 0.0, -1.0])), torch.fft.ifft(torch.fft.fft(torch.tensor([1.0, 2.0, 3.0]))).real)
a = torch.randn(2, 2, dtype=torch.cfloat) if False else torch.tensor([[1+1j, 2], [0, 1j]])
print(a @ a, a.T, a.mH, torch.linalg.norm(a), a.is_complex(), torch.is_complex(a.real))
print(torch.sqrt(torch.tensor([-4.0 + 0j])), torch.log(torch.tensor([-1.0 + 0j])), (z == 0j), torch.isclose(z, z))
