# A state tensor of neither PyTorch size is rejected.
import torch

print("before")
torch.set_rng_state(torch.zeros(10, dtype=torch.uint8))
print("not reached")
