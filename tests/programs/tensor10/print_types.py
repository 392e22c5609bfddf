import torch


@torch.jit.script
def show(x: torch.Tensor):
    print(x)


cases = [
    torch.tensor([1, -20, 300]),
    torch.tensor([[1, 2], [-3, 4000000]]),
    torch.tensor([True, False]),
    torch.tensor([[True], [False]]),
    torch.tensor([1, 2], dtype=torch.int32),
    torch.tensor([255, 0], dtype=torch.uint8),
    torch.tensor([-128, 7], dtype=torch.int8),
    torch.tensor([1, 2], dtype=torch.int16),
    torch.tensor([1 + 2j, -3.5 - 0.25j]),
    torch.tensor([1e5 + 1j, 0j]),
    torch.tensor([1 + 1j], dtype=torch.complex128),
    torch.tensor(5),
    torch.tensor(True),
    torch.tensor(2.5, dtype=torch.float64),
    torch.tensor(1 - 1j),
    torch.zeros(0),
    torch.zeros(0, dtype=torch.long),
    torch.zeros(2, 0),
    torch.zeros(0, 3, dtype=torch.bool),
    torch.ones(1, 1, 1),
    torch.tensor([1.0, 2.0]).double(),
    torch.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=torch.float16),
]
for c in cases:
    print(c)
    show(c)
    print(repr(c), str(c) == repr(c))
print([torch.tensor(1), torch.tensor([2.0])], (torch.tensor(True),), {"a": torch.tensor([1])})
print(f"{torch.tensor(3.5)} and {torch.tensor([1, 2])}")
print(torch.tensor(3.5).item(), torch.tensor([1, 2]).tolist(), torch.tensor(2 + 1j).item())
