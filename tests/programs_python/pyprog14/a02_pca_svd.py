import torch

torch.manual_seed(0)
n = 50
t = torch.randn(n)
X = torch.stack([t, 2 * t + 0.1 * torch.randn(n), -t + 0.05 * torch.randn(n)], dim=1).double()
Xc = X - X.mean(0)
U, S, Vh = torch.linalg.svd(Xc, full_matrices=False)
print(U.shape, S.shape, Vh.shape)
signs = torch.sign(Vh[:, Vh.abs().argmax(1)].diag())
Vh = Vh * signs[:, None]
U = U * signs[None, :]
print(torch.round(Vh[0], decimals=3) + 0.0)
var = S ** 2 / (n - 1)
ratio = var / var.sum()
print([round(r, 4) for r in ratio.tolist()])
proj = Xc @ Vh[:2].T
print(proj.shape, round(proj[:, 0].var().item() / var[0].item(), 6))
recon = proj @ Vh[:2] + X.mean(0)
print(round((recon - X).pow(2).mean().sqrt().item(), 3))
print(torch.allclose(U @ torch.diag(S) @ Vh, Xc))
ev, evec = torch.linalg.eigh(Xc.T @ Xc / (n - 1))
print([round(v, 4) for v in ev.flip(0).tolist()] == [round(v, 4) for v in var.tolist()])
Sv = torch.linalg.svdvals(Xc)
print(torch.allclose(Sv, S))
q, r = torch.linalg.qr(Xc)
print(q.shape, r.shape, torch.allclose(q @ r, Xc))
