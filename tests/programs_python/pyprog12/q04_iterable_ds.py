import torch
from torch.utils.data import IterableDataset, DataLoader, get_worker_info
import itertools

class Counter(IterableDataset):
    def __init__(self, start, end):
        super().__init__()
        self.start, self.end = start, end
    def __iter__(self):
        info = get_worker_info()
        print("worker info", info)
        for i in range(self.start, self.end):
            yield torch.tensor([i, i * i])

ds = Counter(1, 8)
for b in DataLoader(ds, batch_size=3):
    print(b.tolist())

class Stream(IterableDataset):
    def __iter__(self):
        return itertools.islice(itertools.count(10, 5), 4)

print(list(DataLoader(Stream(), batch_size=None)))
print([x.tolist() for x in DataLoader(Stream(), batch_size=2)])
chained = torch.utils.data.ChainDataset([Stream(), Stream()])
print(sum(1 for _ in chained))
