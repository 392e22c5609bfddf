import torch


@torch.jit.script
def make():
    return [torch.full((2, 2), 3), torch.full((2,), 2.5), torch.arange(5), torch.arange(1, 2, 0.25),
            torch.arange(0.0, 1.0, 0.3), torch.arange(10, 0, -3), torch.linspace(-1, 1, 5), torch.logspace(0, 2, 3),
            torch.logspace(0, 3, 4, base=2.0), torch.zeros(2, dtype=torch.int32), torch.ones([2, 1], dtype=torch.bool),
            torch.eye(2, 3), torch.empty(0, 2), torch.zeros_like(torch.ones(2, dtype=torch.int8)), torch.full_like(torch.ones(2), 7),
            torch.ones_like(torch.ones(2), dtype=torch.float64), torch.tensor([[1, 2], [3, 4]], dtype=torch.float32), torch.tensor(3.5),
            torch.arange(3, dtype=torch.float64), torch.linspace(0, 10, 1), torch.tensor([True, False])]


for t in make():
    print(t, t.dtype, t.shape)
print(torch.tensor([1, 2.5]), torch.tensor([True, 2]), torch.tensor([[True], [False]]), torch.tensor([1, 2], dtype=torch.float16))
print(torch.as_tensor([1, 2, 3]), torch.as_tensor(torch.ones(2), dtype=torch.long), torch.tensor(2 ** 40), torch.tensor(-0.0))
print(torch.arange(0, 1, 0.1).shape, torch.arange(-1.5, 1.5).tolist(), torch.arange(4).float().dtype, torch.arange(1e3, 1e3 + 3))
print(torch.empty(2, 3).shape, torch.empty_like(torch.ones(2, 2)).shape, torch.zeros(()).dim(), torch.zeros(3, 0).numel())
print(torch.stack([torch.tensor(1.0), torch.tensor(2.0)]), torch.tensor([[1.0, 2.0]] * 2), torch.tensor((1, 2)))
print(torch.full((2,), 1).dtype, torch.full((2,), 1.0).dtype, torch.full((2,), False).dtype, torch.full((1,), 1 + 1j).dtype)
print(torch.linspace(0, 1, steps=4, dtype=torch.float64), torch.linspace(5, 5, 3), torch.linspace(0, -1, 2))
print(torch.heaviside(torch.arange(-2, 3).float(), torch.tensor(0.5)), torch.tril(torch.ones(3, 3, dtype=torch.long)))
try:
    torch.arange(0, 5, 0)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    torch.tensor([[1, 2], [3]])
except ValueError as e:
    print("ValueError:", e)
