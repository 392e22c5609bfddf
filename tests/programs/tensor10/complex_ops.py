import torch


@torch.jit.script
def cops(z: torch.Tensor):
    return [z.real, z.imag, z.abs(), z.angle(), z.conj(), z * z, z / (1 + 1j), torch.exp(z), z.sum(), z.mean(),
            torch.view_as_real(z), z.sgn(), torch.sqrt(z), z.reciprocal(), z == z.conj(), z.pow(2)]


z = torch.tensor([1 + 2j, -3 + 0.5j, 0j, 2 - 2j])
for t in cops(z):
    print(t)
print(torch.complex(torch.tensor([1.0, 2.0]), torch.tensor([0.5, -1.0])), torch.polar(torch.tensor([2.0]), torch.tensor([0.0])))
print(torch.view_as_complex(torch.tensor([[1.0, 2.0], [3.0, 4.0]])), z.dtype, z.real.dtype, z.abs().dtype)
print(z.to(torch.complex128), torch.tensor([1.0, 2.0]).to(torch.complex64), z.is_complex(), torch.is_complex(z.real))
print((z * 2.5).dtype, (z + torch.tensor(1, dtype=torch.int64)).dtype, torch.tensor(3j) ** 2)
w = z.clone()
w.real.mul_(10)
print(w, z.conj().resolve_conj())
print(torch.tensor([0j, 1e-30 + 0j, 3 + 4j]).reciprocal(), torch.tensor([1 + 1j, 2 + 0j]) / torch.tensor([0j, 0j]), torch.tensor([2 - 1j]) / (1 + 2j))
print(torch.linalg.norm(z), z.abs().max(), torch.isclose(z, z + 1e-9))
try:
    torch.tensor([1 + 1j]) < torch.tensor([2 + 0j])
except RuntimeError as e:
    print("RuntimeError:", e)
