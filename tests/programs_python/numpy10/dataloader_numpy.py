# numpy data through torch's constructors, legacy tensor types and DataLoader's collate.
import numpy as np
import torch
from torch.utils.data import Dataset, DataLoader, TensorDataset

print(torch.FloatTensor(np.array([1, 2])), torch.Tensor(np.array([[1.5]])), torch.LongTensor(np.array([3])))

class DS(Dataset):
    def __init__(self):
        rs = np.random.RandomState(0)
        self.x = rs.randn(6, 2).astype(np.float32)
        self.y = np.arange(6)
    def __len__(self):
        return len(self.x)
    def __getitem__(self, i):
        return self.x[i], self.y[i]

for xb, yb in DataLoader(DS(), batch_size=4):
    print(xb, yb)
ds = TensorDataset(torch.from_numpy(np.ones((3, 2))), torch.from_numpy(np.arange(3)))
print(ds[1])
print(torch.stack([torch.from_numpy(np.arange(2)), torch.from_numpy(np.arange(2))]))
a = np.arange(4.0)
print(torch.from_numpy(a[::2]), torch.from_numpy(np.arange(6).reshape(2, 3).T))
print(torch.tensor([np.array([1, 2]), np.array([3, 4])]))
print(torch.as_tensor(np.arange(3), dtype=torch.float32))
print(torch.zeros(3) + torch.from_numpy(np.ones(3, dtype=np.float32)))
