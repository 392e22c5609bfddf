# isnan/isinf/isfinite and isclose on complex tensors test both parts (ATen's
# composite isclose); complex(re, im) keeps infinities and NaNs where given.
import torch
a = torch.tensor([1 + 1j, 2 + 0j, float("nan") + 0j, 1e-9j])
b = torch.tensor([1 + 1.00001j, 2.1 + 0j, float("nan") + 0j, 0j])
print(torch.isclose(a, b), torch.isclose(a, b, equal_nan=True), torch.allclose(a[:2], a[:2]), torch.isclose(a, b, rtol=0.1, atol=0.0))
z = torch.tensor([float("nan") + 1j, 1 + float("inf") * 1j, 2 - 3j, complex(float("-inf"), float("nan"))])
print(torch.isnan(z), torch.isinf(z), torch.isfinite(z), torch.isnan(z.to(torch.complex128)), torch.nan_to_num(torch.tensor([1.0, float("nan")])))
print(complex(float("-inf"), float("nan")), complex(1, 2), complex(1 + 2j, 3 + 4j), complex(2.5), complex(), complex(0.0, -0.0))
