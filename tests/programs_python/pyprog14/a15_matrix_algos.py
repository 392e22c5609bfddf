import torch

A = torch.tensor([[4.0, 1.0], [2.0, 3.0]], dtype=torch.float64)
v = torch.ones(2, dtype=torch.float64)
for _ in range(50):
    v = A @ v
    v = v / v.norm()
lam = (v @ A @ v) / (v @ v)
print(round(lam.item(), 6), [round(t, 6) for t in v.tolist()])
ev = torch.linalg.eigvals(A)
print(sorted(round(e.real, 6) for e in ev.tolist()))
M = torch.tensor([[2.0, -1.0, 0.0], [-1.0, 2.0, -1.0], [0.0, -1.0, 2.0]], dtype=torch.float64)
b = torch.tensor([1.0, 0.0, 1.0], dtype=torch.float64)
x = torch.zeros(3, dtype=torch.float64)
r = b - M @ x
p = r.clone()
for i in range(3):
    Ap = M @ p
    alpha = (r @ r) / (p @ Ap)
    x = x + alpha * p
    rn = r - alpha * Ap
    if rn.norm() < 1e-10:
        break
    p = rn + ((rn @ rn) / (r @ r)) * p
    r = rn
print([round(t, 6) for t in x.tolist()], i)
x = torch.zeros(3, dtype=torch.float64)
D = torch.diag(M)
for _ in range(100):
    x = (b - (M @ x - D * x)) / D
print([round(t, 4) for t in x.tolist()])
P, L, U = torch.linalg.lu(M)
print(torch.allclose(P @ L @ U, M), torch.round(U, decimals=4).tolist())
print(torch.linalg.inv(M).mul(4).round().tolist())
print(torch.trace(M).item(), torch.linalg.norm(M, "fro").item() ** 2, torch.linalg.norm(M, 1).item())
print(torch.kron(torch.eye(2), torch.tensor([[1, 2], [3, 4]])).long().tolist())
print(torch.linalg.cross(torch.tensor([1.0, 0, 0]), torch.tensor([0.0, 1, 0])).tolist(), torch.outer(torch.arange(3), torch.arange(2)).tolist())
