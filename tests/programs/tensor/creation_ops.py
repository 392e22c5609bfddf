import torch


@torch.jit.script
def f():
    return (torch.arange(5), torch.arange(1, 4, 0.5), torch.linspace(0, 1, 5), torch.full((2, 2), 7), torch.full((2,), 1.5),
            torch.eye(3), torch.ones(2, dtype=torch.int32), torch.zeros_like(torch.ones(2, 2)), torch.empty(0).dtype,
            torch.tensor([[1, 2]]).shape, torch.tensor(5.0).dim(), torch.logspace(0, 2, 3), torch.tril(torch.ones(3, 3)),
            torch.arange(6).reshape(2, 3).flatten(), torch.tensor([1, 2]).repeat(2), torch.tensor([1, 2]).repeat_interleave(2))


for r in f():
    print(r)
