import torch
for n in [5, 8, 13, 100, 1003, 4097]:
    x = ((torch.arange(n, dtype=torch.float32) * 0.7311) % 3.1 - 1.2)
    print(x.norm().item(), torch.linalg.vector_norm(x).item(), x.norm(2).item())
m = ((torch.arange(600, dtype=torch.float32) * 0.7311) % 3.1 - 1.2).reshape(20, 30)
print(m.norm(2, 1).tolist(), m.norm(2, [0, 1]).item(), m.norm(2, 1, True).shape, m.norm(2, 0).sum().item(), m.t().norm(2, 1).sum().item())
print(torch.norm(m, 2, -1)[:3], torch.linalg.vector_norm(m, dim=1)[:3], torch.linalg.vector_norm(m.reshape(2, 10, 30), dim=(1, 2)))
