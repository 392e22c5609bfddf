# Generator.manual_seed takes only an int (torch.manual_seed truncates floats).
import torch

print("before")
torch.manual_seed(2.5)
print(torch.initial_seed())
torch.Generator().manual_seed(2.5)
print("not reached")
