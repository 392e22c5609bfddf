import torch
import math
for f in [lambda: float(torch.tensor(1+2j)), lambda: int(torch.tensor(1+2j)), lambda: complex(torch.tensor([1.0, 2.0])), lambda: complex([1]),
          lambda: complex(1, "2"), lambda: complex("1+2j"), lambda: complex(" 3-4.5j "), lambda: complex("2"), lambda: complex("j"), lambda: complex("x"),
          lambda: complex(torch.tensor(True)), lambda: complex(torch.tensor(2.5), torch.tensor(1)), lambda: complex(1.5, 2), lambda: complex(True),
          lambda: complex("1+2j", 1), lambda: complex(torch.tensor([3])), lambda: math.floor(torch.tensor(2.5)), lambda: complex(None)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
print(complex(2), complex(1.5, -0.0), complex(-0.0), complex(1j, 2j), complex(float("inf"), float("nan")), complex("(1.5-2j)"), complex("-J"))
print(torch.polygamma(1, torch.tensor([-2.0, -1.0, 0.0, 0.5, 3.0])), torch.special.polygamma(1, torch.tensor([-3.0, 2.5], dtype=torch.float64)))
print(torch.polygamma(0, torch.tensor([-2.5, 0.1, 7.0])), torch.special.psi(torch.tensor([1.5])), torch.polygamma(2, torch.tensor([1.5, 4.0])))
