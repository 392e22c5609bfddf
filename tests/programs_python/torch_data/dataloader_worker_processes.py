# DataLoader with worker processes: per-worker dataset copies and RNG seeds,
# worker_init_fn, get_worker_info, IterableDataset sharding and exhaustion,
# persistent workers, errors.
import math
import random
import numpy as np
import torch
from torch.utils.data import DataLoader, Dataset, IterableDataset, TensorDataset, get_worker_info


class Noisy(Dataset):
    # Random values drawn inside the worker: each worker has its own seeds.
    def __len__(self):
        return 10

    def __getitem__(self, i):
        info = get_worker_info()
        wid = -1 if info is None else info.id
        return torch.tensor([float(i)]), torch.rand(1), random.randint(0, 99), float(np.random.rand()), wid


class Range(IterableDataset):
    def __init__(self, start, end):
        self.start, self.end = start, end

    def __iter__(self):
        info = get_worker_info()
        if info is None:
            lo, hi = self.start, self.end
        else:
            per = int(math.ceil((self.end - self.start) / float(info.num_workers)))
            lo = self.start + info.id * per
            hi = min(lo + per, self.end)
        return iter(range(lo, hi))


class Uneven(IterableDataset):
    def __iter__(self):
        info = get_worker_info()
        n = 2 if info is None else 2 + 3 * info.id
        for i in range(n):
            yield (0 if info is None else info.id) * 100 + i


def show(loader):
    out = []
    for b in loader:
        out.append(b)
    return out


torch.manual_seed(0)
random.seed(0)
np.random.seed(0)
for workers in (0, 2, 3):
    loader = DataLoader(Noisy(), batch_size=3, num_workers=workers)
    for x, r, ri, nr, wid in loader:
        print(workers, x.view(-1).tolist(), [round(v, 4) for v in r.view(-1).tolist()], ri.tolist(),
              [round(v, 4) for v in nr.tolist()], wid.tolist())
    print("after", round(torch.rand(1).item(), 4), random.randint(0, 99))

print(show(DataLoader(Range(3, 7), num_workers=2)))
print(show(DataLoader(Range(3, 12), batch_size=2, num_workers=3)))
print(show(DataLoader(Uneven(), batch_size=2, num_workers=2)))
print(show(DataLoader(Uneven(), batch_size=2, num_workers=2, drop_last=True)))
print(show(DataLoader(Uneven(), num_workers=3, prefetch_factor=1)))


class Tagged(Noisy):
    tag = "main"

    def __getitem__(self, i):
        return torch.tensor([float(i)]), torch.rand(1), self.tag


def init_fn(worker_id):
    # Runs in the worker: it configures that worker's copy of the dataset.
    info = get_worker_info()
    info.dataset.tag = "w%d/%d %s" % (worker_id, info.num_workers, info.seed == torch.initial_seed())


torch.manual_seed(1)
tagged = Tagged()
loader = DataLoader(tagged, batch_size=4, shuffle=True, num_workers=2, worker_init_fn=init_fn)
for epoch in range(2):
    print(epoch, [(b[0].view(-1).tolist(), b[2]) for b in loader], tagged.tag)

torch.manual_seed(2)
persistent = DataLoader(Tagged(), batch_size=5, num_workers=2, persistent_workers=True, worker_init_fn=init_fn)
for epoch in range(2):
    print("persistent", epoch, [([round(v, 4) for v in b[1].view(-1).tolist()], b[2]) for b in persistent])

print(get_worker_info())
ds = TensorDataset(torch.arange(6.0).view(6, 1), torch.arange(6))
print([b[1].tolist() for b in DataLoader(ds, batch_size=4, num_workers=2)], len(DataLoader(ds, batch_size=4, num_workers=2)))


class Broken(Dataset):
    def __len__(self):
        return 4

    def __getitem__(self, i):
        if i == 2:
            raise ValueError("bad item")
        return i


try:
    show(DataLoader(Broken(), batch_size=1, num_workers=2))
except ValueError as e:
    print(type(e).__name__, str(e).splitlines()[0])
for kwargs in ({"num_workers": -1}, {"prefetch_factor": 4}, {"persistent_workers": True}):
    try:
        DataLoader(ds, **kwargs)
    except ValueError as e:
        print(e)
