import torch


@torch.jit.script
def show(x: torch.Tensor):
    print(x)


cases = [
    torch.tensor([1e-5, 1.0]),
    torch.tensor([1e8, 1.0]),
    torch.tensor([123456.0, 0.5]),
    torch.tensor([1e-8, 2e-8]),
    torch.tensor([0.1, 0.25, 1e3]),
    torch.tensor([-1e-3, 5.0, 1e4]),
    torch.tensor([3.0, float("inf"), -float("inf"), float("nan")]),
    torch.tensor([1e10, float("nan")]),
    torch.tensor([[1e-4, 1e4], [1.0, 2.0]]),
    torch.tensor([1.0, 2.0], dtype=torch.float64) / 3,
    torch.tensor([1e300, 1e-300], dtype=torch.float64),
    torch.tensor([65504.0, 0.001], dtype=torch.float16),
    torch.tensor([0.1, 1.5], dtype=torch.bfloat16),
    torch.tensor([-0.0, 0.0, 1.0]),
    torch.tensor([999999.0, 1.0]),
    torch.tensor([100000000.0]),
]
for c in cases:
    print(c)
    show(c)
print(torch.tensor(1e-5), torch.tensor(1e16), torch.tensor(-0.0), torch.tensor(float("nan")))
print(torch.tensor([1.123456789], dtype=torch.float64), torch.tensor([12345678.9], dtype=torch.float64))
