import torch

torch.manual_seed(1)
n = 40
X = torch.randn(n, 3, dtype=torch.float64)
true_w = torch.tensor([1.5, -2.0, 0.5], dtype=torch.float64)
y = X @ true_w + 0.7 + 0.01 * torch.randn(n, dtype=torch.float64)
Xb = torch.cat([X, torch.ones(n, 1, dtype=torch.float64)], dim=1)
w_normal = torch.linalg.solve(Xb.T @ Xb, Xb.T @ y)
print([round(v, 2) for v in w_normal.tolist()])
w_lstsq = torch.linalg.lstsq(Xb, y.unsqueeze(1)).solution.squeeze(1)
print(torch.allclose(w_normal, w_lstsq))
w_pinv = torch.linalg.pinv(Xb) @ y
print(torch.allclose(w_normal, w_pinv))
lam = 10.0
w_ridge = torch.linalg.solve(Xb.T @ Xb + lam * torch.eye(4, dtype=torch.float64), Xb.T @ y)
print(w_ridge.norm().item() < w_normal.norm().item())
resid = y - Xb @ w_normal
r2 = 1 - resid.pow(2).sum() / (y - y.mean()).pow(2).sum()
print(round(r2.item(), 4))
L = torch.linalg.cholesky(Xb.T @ Xb)
z = torch.cholesky_solve((Xb.T @ y).unsqueeze(1), L).squeeze(1)
print(torch.allclose(z, w_normal))
print(round(torch.linalg.det(Xb.T @ Xb).log().item(), 2) == round(torch.linalg.slogdet(Xb.T @ Xb).logabsdet.item(), 2))
print(torch.linalg.matrix_rank(Xb).item(), round(torch.linalg.cond(torch.eye(3, dtype=torch.float64) * 2).item(), 4))
