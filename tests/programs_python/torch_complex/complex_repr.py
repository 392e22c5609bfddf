# Complex tensors: randn draws the real view with std/sqrt(2); repr formats
# real and imaginary parts with their own formatters (torch/_tensor_str.py).
import torch

torch.manual_seed(0)
print(torch.randn(3, dtype=torch.cfloat))
print(torch.randn(20, dtype=torch.cdouble)[-2:])
print(torch.randn(2, 3, dtype=torch.cfloat) * 100)
print(torch.complex(torch.tensor(1.), torch.tensor(2.)))
print(torch.complex(torch.tensor([0, -0.0, 1e-8]), torch.tensor([0., -1, 3])))
print(torch.randn(30, dtype=torch.cfloat))
print(torch.zeros(2, dtype=torch.cfloat, requires_grad=True))
print(torch.randn(1200, dtype=torch.cfloat))
