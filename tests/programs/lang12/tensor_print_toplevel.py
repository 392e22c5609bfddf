import torch


@torch.jit.script
def make():
    a = torch.tensor([1e-5, 1.0, 100.0])
    b = torch.tensor([[1, -2], [300, 4]], dtype=torch.int16)
    c = torch.tensor([0.1, 0.25], dtype=torch.float64)
    d = torch.tensor([1.5, float("nan"), float("inf")])
    e = torch.arange(12).reshape(2, 2, 3)
    f = torch.tensor([True, False, True])
    g = torch.tensor(-3.5)
    h = torch.zeros(0, 3)
    return a, b, c, d, e, f, g, h


for t in make():
    print(t)
    print(repr(t.dtype), t.shape, t.dim())
