import torch


@torch.jit.script
def show(x: torch.Tensor):
    print(x)


vals = [
    [0.1, 0.2, 0.3],
    [1.0 / 3, 2.0 / 3],
    [1234.5678, 0.001],
    [1e-3, 1e-2, 1e-1],
    [123456.7, 1.5],
    [99999.5, 0.5],
    [0.00012345],
    [1.5e-5, 2.5e-5],
    [-1e-10, 1e-10, 0.0],
    [3.0, 30.0, 300.0, 3000.0],
    [1e15, 1.0],
    [2.0 ** 24, 1.0],
    [float("inf"), 1.5],
    [float("nan"), 1e-5],
    [float("-inf"), 1e6],
]
for v in vals:
    t = torch.tensor(v)
    print(t)
    show(t)
    print(t.double())
for p in [0, 1, 6, 10]:
    torch.set_printoptions(precision=p)
    print(torch.tensor([1.0 / 3, 200.0, 1e-4]))
torch.set_printoptions(precision=4)
print(torch.tensor([[1e-6, 1.0], [1e6, 2.0]]), torch.tensor([[-0.5, 12.25]]).double())
