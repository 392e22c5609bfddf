import torch
# ENV: ATEN_CPU_CAPABILITY=avx2
for (a, b, n) in [(-110.0, 110.0, 1003), (0.0, 1.0, 1000), (-1.0, 1.0, 97), (3.3, -7.1, 501), (0.0, 10.0, 4)]:
    x = torch.linspace(a, b, n)
    print(x.sum().item(), x[::37].tolist())
    print(torch.exp(x).sum().item(), torch.exp(x)[::41].tolist(), torch.sigmoid(x)[::43].tolist())
print(torch.linspace(0, 10, 4, dtype=torch.int64), torch.linspace(-5, 5, 7, dtype=torch.int32), torch.exp(torch.linspace(-3, 3, 37)))
print(torch.exp(torch.arange(40).reshape(5, 8).t()), torch.sigmoid(torch.linspace(-8, 8, 41)))
print(torch.exp(torch.tensor([float('nan'), float('inf'), -float('inf'), 88.7, 88.8, -87.0, -103.9, -104.1, 0.0, -0.0, 1e-8, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0])).tolist())
print(torch.sigmoid(torch.tensor([float('nan'), float('inf'), -float('inf'), 88.7, 88.8, -87.0, -103.9, -104.1, 0.0, -0.0, 1e-8, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0])).tolist())
y = torch.arange(-500, 500, dtype=torch.float32) * 0.0123457
print(torch.exp(y[::3]).sum().item(), torch.exp(y.reshape(10, 100)[:, 5:]).sum().item(), torch.exp(y.double()).sum().item())
