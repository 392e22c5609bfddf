import torch


@torch.jit.script
def f(a: torch.Tensor, b: torch.Tensor):
    return [torch.cross(a, b, dim=1), torch.linalg.cross(a, b), torch.cross(a.double(), b.double(), 1),
            torch.cross(a.t(), b.t(), dim=0), torch.linalg.cross(a[:1], b[:2]), torch.cross(a.long(), (b * 3).long(), 1)]


a = ((torch.arange(30, dtype=torch.float32) * 0.7311) % 3.1 - 1.2).reshape(10, 3)
b = ((torch.arange(30, dtype=torch.float32) * 0.3717) % 2.3 - 0.4).reshape(10, 3)
for t in f(a, b):
    print(t.sum().item(), t.flatten()[:5].tolist())
