import torch


@torch.jit.script
def cx(z: torch.Tensor):
    return (z * z, z / (1 + 1j), z.abs(), torch.angle(z), torch.view_as_real(z), z.conj().imag, torch.polar(torch.tensor([1.0, 2.0]), torch.tensor([0.0, 0.5])).abs(),
            torch.exp(z * 0), torch.real(z), z.is_complex(), torch.sgn(z), z.reciprocal())


z = torch.tensor([1 + 1j, -2 + 0.5j, 3j])
for t in cx(z):
    print(t)
print(torch.view_as_complex(torch.tensor([[1.0, 2.0], [3.0, 4.0]])), torch.complex(torch.tensor(1.0), torch.tensor(-1.0)), z.dtype, (z + 1.0).dtype)
print(torch.tensor([1 + 2j], dtype=torch.complex128) * torch.tensor([2.0]), z == z.conj(), torch.isreal(z), z.to(torch.complex128))
try:
    z < z
except RuntimeError as e:
    print(e)
try:
    z.max()
except RuntimeError as e:
    print(e)
