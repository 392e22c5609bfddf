import torch
from torch.utils.data import (Dataset, IterableDataset, DataLoader, TensorDataset, ConcatDataset, Subset,
                              SequentialSampler, RandomSampler, BatchSampler, WeightedRandomSampler,
                              SubsetRandomSampler)

torch.manual_seed(0)
print(list(SequentialSampler(range(5))))
print(list(RandomSampler(range(5))))
print(list(BatchSampler(SequentialSampler(range(7)), batch_size=3, drop_last=False)))
print(list(BatchSampler(range(7), batch_size=3, drop_last=True)))
print(list(WeightedRandomSampler([0.1, 0.9, 0.0], num_samples=6, replacement=True)))
print(sorted(SubsetRandomSampler([2, 4, 6])))

class Dicts(Dataset):
    def __len__(self):
        return 5
    def __getitem__(self, i):
        return {"x": torch.tensor([i, i * 2.0]), "y": i % 2, "name": f"s{i}"}

for batch in DataLoader(Dicts(), batch_size=2):
    print(batch["x"].tolist(), batch["y"], batch["name"])

class Counter(IterableDataset):
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        for i in range(self.n):
            yield torch.tensor(float(i))

print([b.tolist() for b in DataLoader(Counter(5), batch_size=2)])
a = TensorDataset(torch.arange(3))
b = TensorDataset(torch.arange(10, 14))
cat = ConcatDataset([a, b])
print(len(cat), cat[2], cat[3], cat[-1])
sub = Subset(cat, [0, 4, 6])
print(len(sub), [sub[i][0].item() for i in range(len(sub))])
dl = DataLoader(cat, batch_size=3, sampler=SubsetRandomSampler([0, 1, 2, 3]))
print([x[0].tolist() for x in dl])
def pad_collate(batch):
    seqs = [torch.ones(n) * n for n in batch]
    lengths = torch.tensor([len(s) for s in seqs])
    return torch.nn.utils.rnn.pad_sequence(seqs, batch_first=True), lengths
for padded, lengths in DataLoader([1, 3, 2, 4], batch_size=2, collate_fn=pad_collate):
    print(padded, lengths)
tuples = DataLoader([(1, "a"), (2, "b"), (3, "c")], batch_size=2)
print(list(tuples))
print(next(iter(DataLoader(TensorDataset(torch.eye(3), torch.arange(3)), batch_size=3, shuffle=True))))
