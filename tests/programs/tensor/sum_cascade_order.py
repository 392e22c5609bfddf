import torch

def vals(n: int, dtype: torch.dtype):
    return ((torch.arange(n, dtype=torch.float64) * 0.7313) % 1.37 - 0.5).to(dtype)

for dt in [torch.float32, torch.float64, torch.float16, torch.bfloat16]:
    for n in [7, 8, 31, 64, 100, 1000, 4099, 20000]:
        x = vals(n, dt)
        print(dt, n, x.sum().item(), x.mean().item(), torch.nansum(x).item())
    m = vals(37 * 53, dt).reshape(37, 53)
    print(m.sum(0).sum().item(), m.sum(1)[:5].tolist(), m.t().sum(0)[:3].tolist(), m.sum(0)[:7].tolist())
    c = vals(6 * 70 * 9, dt).reshape(6, 70, 9)
    print(c.sum((0, 2))[:4].tolist(), c.sum(1).flatten()[:6].tolist(), c.sum((0, 1)).tolist(), c.permute(2, 0, 1).sum(-1).flatten()[:5].tolist())
    print(c[:, ::2, 1:].sum().item(), c.sum(dim=[2]).flatten()[:5].tolist(), c.mean(1).flatten()[:4].tolist())
