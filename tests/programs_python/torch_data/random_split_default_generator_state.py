# random_split draws from torch.default_generator (its default argument):
# passing the default generator explicitly must advance the global RNG, so a
# DataLoader shuffle after the split continues the same stream as PyTorch's.
import torch
from torch.utils.data import DataLoader, TensorDataset, random_split

torch.manual_seed(0)
ds = TensorDataset(torch.arange(64))
train, val = random_split(ds, [48, 16])
print(train.indices[:6], val.indices[:6])
print(torch.empty((), dtype=torch.int64).random_().item())
for (xb,) in DataLoader(train, batch_size=16, shuffle=True):
    print(xb.tolist())
torch.manual_seed(3)
a = torch.randperm(10, generator=torch.default_generator)
b = torch.rand(2, generator=torch.default_generator)
torch.manual_seed(3)
print(torch.equal(a, torch.randperm(10)), torch.equal(b, torch.rand(2)))
print(torch.randint(0, 100, (3,), generator=torch.default_generator))
g = torch.Generator().manual_seed(7)
print(torch.randperm(6, generator=g), torch.rand(1))
