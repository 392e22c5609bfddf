# num_workers/pin_memory/persistent_workers load in-process with the same order; os.cpu_count.
import torch
from torch.utils.data import DataLoader, TensorDataset
ds = TensorDataset(torch.arange(10.))
torch.manual_seed(0)
for (x,) in DataLoader(ds, batch_size=4, num_workers=2, shuffle=True, pin_memory=True, persistent_workers=True):
    print(x)
import os, sys
print(os.cpu_count() is not None, sys.version_info >= (3, 8), os.path.join("a", "b"), os.path.basename("/x/y.pt"))
