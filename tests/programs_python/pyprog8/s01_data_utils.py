# torch.utils.data beyond the basics: random_split, Subset, ConcatDataset, samplers, IterableDataset, dict batches.
import torch
from torch.utils.data import (Dataset, IterableDataset, DataLoader, TensorDataset, ConcatDataset, Subset,
                              random_split, SequentialSampler, RandomSampler, BatchSampler, WeightedRandomSampler)
from torch.utils.data.dataloader import default_collate


class DictDS(Dataset):
    def __len__(self):
        return 5

    def __getitem__(self, i):
        return {"x": torch.tensor([i, i * 2.0]), "y": i % 2, "name": f"item{i}"}


class Counter(IterableDataset):
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return iter(range(self.n))


g = torch.Generator().manual_seed(42)
base = TensorDataset(torch.arange(10.0), torch.arange(10) % 3)
train, val = random_split(base, [7, 3], generator=g)
print(len(train), len(val), type(train).__name__, sorted(train.indices), sorted(val.indices))
sub = Subset(base, [1, 3, 5])
print(len(sub), sub[1], [float(x) for x, _ in sub])
cat = ConcatDataset([sub, Subset(base, [0])])
print(len(cat), cat[3], cat.cumulative_sizes)
print(list(SequentialSampler(range(4))), list(BatchSampler(SequentialSampler(range(7)), 3, drop_last=False)))
print(list(BatchSampler(range(7), 3, drop_last=True)))
torch.manual_seed(0)
print(len(list(RandomSampler(range(5)))), sorted(RandomSampler(range(5))))
ws = WeightedRandomSampler([0.0, 0.0, 1.0], num_samples=4, replacement=True)
print(list(ws))
for batch in DataLoader(DictDS(), batch_size=2):
    print(batch["x"].tolist(), batch["y"], batch["name"])
print(list(DataLoader(Counter(5), batch_size=2)))
print(default_collate([(1, 2.0), (3, 4.0)]), default_collate([[torch.ones(1), torch.zeros(1)]]))
loader = DataLoader(base, batch_size=4, drop_last=True, sampler=SequentialSampler(base))
print(len(loader), [b[1].tolist() for b in loader])
