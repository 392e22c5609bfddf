import torch


@torch.jit.script
def f(a: torch.Tensor, b: torch.Tensor, w: torch.Tensor, m: torch.Tensor, v: torch.Tensor):
    return [torch.lerp(a, b, 0.3), a.lerp(b, 0.7), torch.lerp(a, b, w), torch.addmm(b[:4], m, m.t()[:, :4]),
            torch.addmm(b[:4], m, m.t()[:, :4], beta=0.5, alpha=2.0), torch.addmv(a[:5], m, v[:3], alpha=-1.5),
            torch.msort(m), m.ravel(), m.swapdims(0, 1), torch.atleast_2d(a[0]), torch.atleast_3d(m)]


a = (torch.arange(40, dtype=torch.float32) * 0.7311) % 3.1 - 1.2
b = (torch.arange(40, dtype=torch.float32) * 0.3717) % 2.3 + 0.4
w = (torch.arange(40, dtype=torch.float32) * 0.1371) % 1.4 - 0.2
m = ((torch.arange(15, dtype=torch.float32) * 0.913) % 1.7).reshape(5, 3)
v = torch.tensor([0.25, -1.5, 2.0, 0.125])
for r in f(a, b, w, m, v):
    print(r)
print(f(a.double(), b.double(), w.double(), m.double(), v.double())[0].sum().item(), torch.lerp(a.to(torch.bfloat16), b.to(torch.bfloat16), 0.3)[:6])
print(torch.addmm(torch.zeros(2, 2, dtype=torch.int64), torch.ones(2, 3, dtype=torch.int64), torch.ones(3, 2, dtype=torch.int64), beta=2, alpha=3))
