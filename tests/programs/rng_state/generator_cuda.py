# Only CPU generators exist.
import torch

print("before")
print(torch.Generator('cpu').device)
torch.Generator(device='cuda')
print("not reached")
