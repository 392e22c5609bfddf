# Generator.manual_seed rejects bool too.
import torch

print("before")
torch.Generator().manual_seed(True)
print("not reached")
