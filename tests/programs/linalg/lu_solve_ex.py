# lu_factor + lu_solve (left/right, adjoint), the deprecated torch.lu_solve, and
# the _ex forms that report a singular matrix in info instead of raising.
import torch


@torch.jit.script
def r(x: torch.Tensor) -> torch.Tensor:
    return torch.round(x, decimals=4) + 0.0


@torch.jit.script
def f(a: torch.Tensor, b: torch.Tensor):
    lu, piv = torch.linalg.lu_factor(a)
    print(r(torch.linalg.lu_solve(lu, piv, b)))
    print(r(torch.linalg.lu_solve(lu, piv, b, adjoint=True)))
    print(r(torch.linalg.lu_solve(lu, piv, b.t(), left=False)))
    print(r(torch.linalg.lu_solve(lu, piv, b.t(), left=False, adjoint=True)))
    print(r(torch.lu_solve(b, lu, piv)))
    inv, info = torch.linalg.inv_ex(a)
    print(r(inv), info)
    s = torch.tensor([[1.0, 2.0], [2.0, 4.0]], dtype=a.dtype)
    print(torch.linalg.inv_ex(torch.stack([s, torch.eye(2, dtype=a.dtype)])).info)
    res = torch.linalg.solve_ex(a, b)
    print(r(res.result), res.info)
    print(torch.linalg.solve_ex(s, torch.ones(2, dtype=a.dtype)).info)


torch.manual_seed(5)
a = torch.randn(3, 3) + 2 * torch.eye(3)
b = torch.randn(3, 2)
f(a, b)
f(a.double(), b.double())
