import torch
import torch.distributed as dist
from torch.utils.data import DataLoader, DistributedSampler, TensorDataset

# A training script's guards, before any process group exists.
print(dist.is_available(), dist.is_initialized(), torch.distributed.is_gloo_available())
for query in (dist.get_rank, dist.get_world_size, dist.barrier):
    try:
        query()
    except RuntimeError as e:
        print("RuntimeError:", e)


def rank0():
    return not dist.is_initialized() or dist.get_rank() == 0


print(rank0())

# Sharding by explicit replica count and rank, with and without shuffling.
for kw in [dict(num_replicas=3, rank=1, shuffle=True, seed=0), dict(num_replicas=3, rank=2, shuffle=False, drop_last=True),
           dict(num_replicas=4, rank=3, shuffle=False), dict(num_replicas=2, rank=0, seed=7)]:
    s = DistributedSampler(list(range(10)), **kw)
    print(kw, list(s), len(s))
s = DistributedSampler(list(range(10)), num_replicas=3, rank=1)
for epoch in range(3):
    s.set_epoch(epoch)
    print(epoch, list(s))
try:
    DistributedSampler(list(range(10)), num_replicas=2, rank=5)
except ValueError as e:
    print("ValueError:", e)
try:
    DistributedSampler(list(range(10)))
except RuntimeError as e:
    print("RuntimeError:", e)

ds = TensorDataset(torch.arange(12.0).view(6, 2), torch.arange(6))
loader = DataLoader(ds, batch_size=2, sampler=DistributedSampler(ds, num_replicas=2, rank=1, shuffle=False))
for xb, yb in loader:
    print(xb.tolist(), yb.tolist())
print(type(torch.utils.data.distributed.DistributedSampler).__name__, torch.utils.data.DistributedSampler is DistributedSampler)

# In-place functional forms in the torch namespace.
t = torch.tensor([-1.5, 0.25, 2.0])
torch.abs_(t)
print(t, torch.relu_(torch.tensor([-1.0, 1.0])), torch.sigmoid_(torch.zeros(2)), torch.clamp_(torch.arange(5.0), 1, 3))
z = torch.ones(2)
print(torch.zero_(z) is z, z, torch.fill_(torch.empty(2), 7), torch.sqrt_(torch.tensor([4.0, 9.0])), torch.exp_(torch.zeros(1)))
