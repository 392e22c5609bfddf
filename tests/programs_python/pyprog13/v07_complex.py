import torch
z = torch.tensor([1 + 2j, 3 - 4j])
print(z, z.dtype, z.real, z.imag, z.abs(), z.angle())
print(torch.complex(torch.tensor([1.0]), torch.tensor([-1.0])), torch.polar(torch.tensor([2.0]), torch.tensor([0.0])))
print(z * z, z.conj() * z, (z + 1).dtype, torch.view_as_real(z))
print(torch.view_as_complex(torch.tensor([[1.0, 2.0]])), z.sum(), z.mean())
print(torch.is_complex(z), z.is_complex(), torch.tensor([1j]).dtype, (z / 2))
print(torch.exp(torch.tensor([1j * 3.141592653589793])).real.round(), z.reciprocal())
print(torch.abs(torch.tensor(3 + 4j)), torch.zeros(2, dtype=torch.complex64))
