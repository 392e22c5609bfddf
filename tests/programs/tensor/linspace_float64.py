import torch
for (a, b, n) in [(0.0, 1.0, 1000), (-110.0, 110.0, 1003), (0.001, 7.77, 333), (0.0, 10.0, 4), (-2.0, 2.0, 17)]:
    x = torch.linspace(a, b, n, dtype=torch.float64)
    print(x.sum().item(), x[::37].tolist())
