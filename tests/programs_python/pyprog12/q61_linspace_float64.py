import torch
print(torch.linspace(-1, 1, 7, dtype=torch.float64))
print(torch.linspace(0, 1, 11, dtype=torch.float64).tolist())
