import math
import torch
from torch.utils.data import IterableDataset, DataLoader, Dataset, default_collate, get_worker_info

class Stream(IterableDataset):
    def __init__(self, start, end):
        super().__init__()
        self.start, self.end = start, end
    def __iter__(self):
        info = get_worker_info()
        assert info is None
        for i in range(self.start, self.end):
            yield {"x": torch.tensor([i, i * i], dtype=torch.float32), "y": i % 2, "name": f"s{i}"}

loader = DataLoader(Stream(0, 7), batch_size=3)
for batch in loader:
    print(batch["x"].tolist(), batch["y"], batch["name"])

class Pairs(Dataset):
    def __len__(self):
        return 5
    def __getitem__(self, i):
        return (torch.full((2,), float(i)), (i, str(i)), {"w": i / 2})

b = next(iter(DataLoader(Pairs(), batch_size=4)))
print(type(b).__name__, len(b))
print(b[0])
print(b[1])
print(b[2])
print(default_collate([1, 2, 3]), default_collate([1.5, 2.5]).dtype)
print(default_collate([(1, "a"), (2, "b")]))
print(default_collate([torch.zeros(2), torch.ones(2)]))
import numpy as np
print(default_collate([np.array([1, 2]), np.array([3, 4])]))
dl = DataLoader(list(range(10)), batch_size=4, drop_last=False)
print([x.tolist() for x in dl], len(dl))
dl2 = DataLoader(Pairs(), batch_size=None)
print(next(iter(dl2))[1])
class Chunked(IterableDataset):
    def __iter__(self):
        return iter(range(3))
print(list(DataLoader(Chunked(), batch_size=2)))
try:
    len(DataLoader(Chunked()))
except TypeError as e:
    print("TypeError", e)
