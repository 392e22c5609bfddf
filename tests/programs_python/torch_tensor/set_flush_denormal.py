# torch.set_flush_denormal sets the CPU's flush-to-zero/denormals-are-zero modes: denormal
# doubles and floats read and compute as zero until it is turned off.
import torch
print(torch.set_flush_denormal(True))
print(torch.tensor([1e-323], dtype=torch.float64))
a = torch.tensor([1e-310, 1.0], dtype=torch.float64)
print(a * 1.0, a + 0.0, torch.tensor([1e-40]) * 1)
print(torch.set_flush_denormal(False))
print(torch.tensor([1e-323], dtype=torch.float64))
print(a * 1.0, torch.tensor([1e-40]) * 1)
try:
    torch.set_flush_denormal(1)
except RuntimeError as e:
    print(e)
