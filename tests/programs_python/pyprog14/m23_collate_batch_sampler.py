import torch
from torch.utils.data import DataLoader, Dataset, BatchSampler, SequentialSampler, RandomSampler
from torch.utils.data.dataloader import default_collate


print(default_collate([{"a": torch.tensor(1), "b": [1.0, 2.0], "c": "x"}, {"a": torch.tensor(2), "b": [3.0, 4.0], "c": "y"}]))
print(default_collate([(1, 2.5), (3, 4.5)]))
print(default_collate([[torch.ones(2), 0], [torch.zeros(2), 1]]))
from collections import namedtuple
P = namedtuple("P", "x y")
print(default_collate([P(1, torch.ones(1)), P(2, torch.zeros(1))]))
try:
    default_collate([torch.ones(2), torch.ones(3)])
except RuntimeError as e:
    print("RuntimeError:", str(e)[:60])


class Lens(Dataset):
    def __init__(self):
        self.data = [list(range(n)) for n in (3, 1, 4, 2, 5)]

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        return torch.tensor(self.data[i])


def pad_collate(batch):
    lengths = torch.tensor([len(b) for b in batch])
    padded = torch.nn.utils.rnn.pad_sequence(batch, batch_first=True, padding_value=-1)
    return padded, lengths


bs = BatchSampler(SequentialSampler(range(5)), batch_size=2, drop_last=False)
print(list(bs), len(bs))
dl = DataLoader(Lens(), batch_sampler=bs, collate_fn=pad_collate)
for p, l in dl:
    print(p.tolist(), l.tolist())
g = torch.Generator().manual_seed(1)
print(list(RandomSampler(range(6), generator=g)))
print(list(RandomSampler(range(6), replacement=True, num_samples=4, generator=torch.Generator().manual_seed(2))))
dl2 = DataLoader(Lens(), batch_size=None)
print([t.tolist() for t in dl2][:2])
dl3 = DataLoader(list(range(7)), batch_size=3, shuffle=False)
print([b.tolist() for b in dl3])
