import torch


def r(t):
    return t.abs().round(decimals=4) + 0.0


@torch.jit.script
def decomp(a: torch.Tensor):
    q, rr = torch.linalg.qr(a)
    u, s, vh = torch.linalg.svd(a, full_matrices=False)
    w, v = torch.linalg.eigh(a @ a.t())
    l = torch.linalg.cholesky(a @ a.t() + torch.eye(a.size(0)))
    sv = torch.linalg.svdvals(a)
    recon = u @ torch.diag(s) @ vh
    return q.shape, rr.shape, s, w, l, sv, recon, (q @ rr)


a = torch.tensor([[2.0, -1.0, 0.0], [-1.0, 2.0, -1.0], [0.0, -1.0, 2.0], [1.0, 1.0, 1.0]])
out = decomp(a)
print(out[0], out[1])
for t in out[2:]:
    print(r(t))
q, rr = torch.linalg.qr(a, mode="complete")
print(q.shape, rr.shape)
ev = torch.linalg.eigvals(torch.tensor([[2.0, 0.0], [0.0, 3.0]]))
print(ev.dtype, ev.real.sort().values)
l = torch.linalg.cholesky(torch.tensor([[4.0, 2.0], [2.0, 3.0]]))
print(r(l), r(torch.cholesky_solve(torch.tensor([[1.0], [1.0]]), l)))
x = torch.linalg.lstsq(torch.tensor([[1.0, 1.0], [1.0, 2.0], [1.0, 3.0]]), torch.tensor([[1.0], [2.0], [2.0]])).solution
print(r(x))
try:
    torch.linalg.inv(torch.zeros(2, 2))
except RuntimeError as e:
    print(e)
try:
    torch.linalg.inv(torch.zeros(2, 3))
except RuntimeError as e:
    print(e)
try:
    torch.linalg.cholesky(torch.tensor([[1.0, 2.0], [2.0, 1.0]]))
except RuntimeError as e:
    print(e)
try:
    torch.linalg.solve(torch.eye(2), torch.ones(3))
except RuntimeError as e:
    print(e)
