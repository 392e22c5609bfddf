# set_rng_state also takes PyTorch's legacy 5048-byte state (without the
# float sample). Its cached double normal is rho * sin(2 pi x), so a legacy
# state cut from a current one (x = rho = 0) caches exactly 0.
import torch

torch.manual_seed(21)
torch.randn(1)  # caches a double sample: normal_is_valid = 1
s = torch.get_rng_state()
print(s[5040], s[5048:])
legacy = s[:5048].clone()
print(legacy.shape)
torch.set_rng_state(legacy)
print(torch.randn(1), torch.randn(2))
torch.set_rng_state(s)
print(torch.randn(1), torch.randn(2))

# Without a cached sample both forms restore the same stream.
torch.manual_seed(22)
t = torch.get_rng_state()
a = torch.rand(3)
torch.set_rng_state(t[:5048].clone())
print(torch.equal(a, torch.rand(3)), torch.initial_seed())
