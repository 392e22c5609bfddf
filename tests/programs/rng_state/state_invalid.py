# All-zero bytes have the right size but an unseeded mt19937 state.
import torch

print("before")
torch.set_rng_state(torch.zeros(5056, dtype=torch.uint8))
print("not reached")
