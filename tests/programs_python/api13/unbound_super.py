import math
import torch


# PyTorch's IterableDataset docstring example: super(Cls) with one argument
# is an unbound super object, and its __init__() changes nothing.
class MyIterableDataset(torch.utils.data.IterableDataset):
    def __init__(self, start, end):
        super(MyIterableDataset).__init__()
        assert end > start, "this example code only works with end >= start"
        self.start = start
        self.end = end

    def __iter__(self):
        worker_info = torch.utils.data.get_worker_info()
        if worker_info is None:
            return iter(range(self.start, self.end))
        per_worker = int(math.ceil((self.end - self.start) / float(worker_info.num_workers)))
        lo = self.start + worker_info.id * per_worker
        return iter(range(lo, min(lo + per_worker, self.end)))


ds = MyIterableDataset(start=3, end=7)
print(list(torch.utils.data.DataLoader(ds, num_workers=0)))
print(list(torch.utils.data.DataLoader(ds, batch_size=3)))
s = super(MyIterableDataset)
print(s.__thisclass__, type(s).__name__)
