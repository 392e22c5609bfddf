import torch


@torch.jit.script
def f():
    print(torch.tensor([1, 2, 3]))
    print(torch.tensor([True, False]))
    print(torch.tensor([1.5, -2.25, 1e10]))
    print(torch.tensor([1e-8, 1.0]))
    print(torch.tensor([float("nan"), float("inf"), -float("inf"), 1.0]))
    print(torch.tensor(3.5))
    print(torch.tensor([[1, 2], [3, 4]], dtype=torch.int8))
    print(torch.tensor([1.0, 2.0], dtype=torch.float64))
    print(torch.tensor([0.1, 0.2], dtype=torch.half))
    print(torch.zeros(0))
    print(torch.zeros(2, 0))
    print(torch.tensor([100000.0, 0.5]))
    print(torch.tensor([1, 2]).to(torch.complex64) * 1.5)
    print(3, 2.5, True, None, "s", [1, 2], (1, "a"), {"k": 1.0})
    print(1e20, 1e-7, 0.1 + 0.2, -0.0, float("inf"), 123456789.0)


f()
