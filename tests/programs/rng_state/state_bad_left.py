# left = 0 (bytes 8..11) is an invalid mt19937 state.
import torch

print("before")
s = torch.get_rng_state()
s[8:12] = 0
torch.set_rng_state(s)
print("not reached")
