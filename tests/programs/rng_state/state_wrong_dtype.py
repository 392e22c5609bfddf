# The state must be a uint8 tensor (PyTorch raises TypeError).
import torch

print("before")
torch.set_rng_state(torch.zeros(5056))
print("not reached")
