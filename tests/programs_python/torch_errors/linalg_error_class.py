# torch.linalg.LinAlgError: a RuntimeError subclass raised for singular or
# non-convergent inputs in eager code; script code raises RuntimeError.
import torch

E = torch.linalg.LinAlgError
print(E, E.__name__, issubclass(E, RuntimeError), [c.__name__ for c in E.__mro__])

cases = [
    ("inv", lambda: torch.linalg.inv(torch.tensor([[1.0, 2.0], [2.0, 4.0]]))),
    ("inverse", lambda: torch.inverse(torch.zeros(2, 2, 2))),
    ("solve", lambda: torch.linalg.solve(torch.zeros(3, 3), torch.ones(3))),
    ("cholesky", lambda: torch.linalg.cholesky(-torch.eye(3))),
    ("cholesky_inverse", lambda: torch.cholesky_inverse(torch.zeros(2, 2))),
    ("eigh", lambda: torch.linalg.eigh(torch.full((3, 3), float("nan")))),
    ("svd", lambda: torch.linalg.svd(torch.full((3, 3), float("nan")))),
    ("inv_ex", lambda: torch.linalg.inv_ex(torch.zeros(2, 2), check_errors=True)),
    ("lu_factor", lambda: torch.linalg.lu_factor(torch.zeros(2, 2))),
    ("matrix_power", lambda: torch.linalg.matrix_power(torch.zeros(2, 2), -1)),
]
for name, f in cases:
    try:
        f()
        print(name, "ok")
    except E as e:
        print(name, "LinAlgError:", e)
    except RuntimeError as e:
        print(name, "RuntimeError:", e)

print(torch.linalg.inv_ex(torch.zeros(2, 2)).info)


@torch.jit.script
def scripted(x: torch.Tensor):
    return torch.linalg.inv(x)


try:
    scripted(torch.zeros(2, 2))
except E:
    print("script: LinAlgError")
except RuntimeError as e:
    print("script: RuntimeError", str(e).splitlines()[-1])

try:
    raise E("raised by hand")
except RuntimeError as e:
    print(type(e).__name__, e)

torch.linalg.cholesky(torch.zeros(2, 2))
