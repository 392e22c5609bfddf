# matrix_exp, solve_triangular (left/right, unitriangular), lu_factor/lu_solve (adjoint, left=False), lu: values and messages.
import torch
torch.manual_seed(0)
A = torch.randn(2, 3, 3, dtype=torch.float64)
B = torch.randn(3, 2, dtype=torch.float64)
U = torch.triu(A) + 3 * torch.eye(3, dtype=torch.float64)
r = lambda t: torch.round(t, decimals=5)
print(r(torch.linalg.matrix_exp(A)))
print(r(torch.linalg.matrix_exp(A[0].float())))
print(r(torch.matrix_exp(torch.zeros(0, 0))))
print(r(torch.linalg.solve_triangular(U, B, upper=True)))
print(r(torch.linalg.solve_triangular(U, B.T, upper=True, left=False)))
print(r(torch.linalg.solve_triangular(U.transpose(-2,-1), B, upper=False, unitriangular=True)))
LU, piv = torch.linalg.lu_factor(A)
print(r(torch.linalg.lu_solve(LU, piv, B)))
print(r(torch.linalg.lu_solve(LU, piv, B, adjoint=True)))
print(r(torch.linalg.lu_solve(LU, piv, B.T, left=False)))
P, L, Uu = torch.linalg.lu(A)
print(r(P), r(L), r(Uu))
print(r(torch.linalg.lu(torch.randn(3, 5))[2]))
for f in [lambda: torch.linalg.matrix_exp(torch.randn(2,3)), lambda: torch.linalg.matrix_exp(torch.ones(2,2).long()),
          lambda: torch.linalg.solve_triangular(U, B.float(), upper=True),
          lambda: torch.linalg.solve_triangular(U, torch.randn(4, 2, dtype=torch.float64), upper=True),
          lambda: torch.linalg.lu(A, pivot=False)]:
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
