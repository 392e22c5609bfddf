import torch
from enum import Enum
import itertools


class Mode(Enum):
    TRAIN = "train"
    EVAL = "eval"


class BaseLoader:
    registry = {}

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        BaseLoader.registry[cls.__name__] = cls

    def __init__(self, data, batch):
        self.data = data
        self.batch = batch

    def __iter__(self):
        for i in range(0, len(self.data), self.batch):
            yield self.collate(self.data[i:i + self.batch])

    def __len__(self):
        return (len(self.data) + self.batch - 1) // self.batch

    def collate(self, items):
        raise NotImplementedError


class TensorLoader(BaseLoader):
    def collate(self, items):
        return torch.stack(items)


class ShapeError(Exception):
    def __init__(self, shape):
        super().__init__(f"bad shape {tuple(shape)}")
        self.shape = shape


data = [torch.full((2,), float(i)) for i in range(5)]
loader = TensorLoader(data, 2)
print(len(loader), list(BaseLoader.registry))
for batch in loader:
    print(batch.shape, batch.sum().item())
mode = Mode("eval")
print(mode, mode.name, mode is Mode.EVAL, [m.value for m in Mode])
try:
    raise ShapeError(torch.zeros(3, 2).shape)
except ShapeError as e:
    print(e, e.shape)
pairs = list(itertools.product([1, 2], "ab"))
print(pairs[:3], list(itertools.chain([1], (2, 3))))
gen = (x * x for x in range(4))
print(next(gen), list(gen))
total = 0
for i, t in enumerate(loader):
    if i == 1:
        continue
    total += t.numel()
else:
    print("done", total)
print(isinstance(loader, BaseLoader), issubclass(TensorLoader, (int, BaseLoader)))
t = torch.arange(6).reshape(2, 3)
a, b = t
print(a, b, [int(v) for v in t[1]])
