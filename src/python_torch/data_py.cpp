// ===--- data_py.cpp - torch.utils.data: datasets, samplers, DataLoader ---=== //
// Python source run as torch.utils.data (workers: data_workers_py.cpp). Random
// sampling draws from the generators in PyTorch 1.13's order (the loader
// iterator's base seed first, then the sampler's seed at the first batch),
// so seeded programs shuffle, split and continue exactly as under PyTorch.
#include "python/interpreter_impl.h"
#include "python_torch/bridge_state.h"

namespace ts::py {

namespace {

const char* kDataPy = R"PY(
import math
import torch
from torch import Tensor


class Dataset(object):
    def __getitem__(self, index):
        raise NotImplementedError

    def __add__(self, other):
        return ConcatDataset([self, other])


class IterableDataset(Dataset):
    def __iter__(self):
        raise NotImplementedError

    def __add__(self, other):
        return ChainDataset([self, other])


class ChainDataset(IterableDataset):
    def __init__(self, datasets):
        super().__init__()
        self.datasets = datasets

    def __iter__(self):
        for d in self.datasets:
            assert isinstance(d, IterableDataset), "ChainDataset only supports IterableDataset"
            for x in d:
                yield x

    def __len__(self):
        total = 0
        for d in self.datasets:
            assert isinstance(d, IterableDataset), "ChainDataset only supports IterableDataset"
            total += len(d)
        return total


class TensorDataset(Dataset):
    def __init__(self, *tensors):
        assert all(tensors[0].size(0) == t.size(0) for t in tensors), "Size mismatch between tensors"
        self.tensors = tensors

    def __getitem__(self, index):
        return tuple(t[index] for t in self.tensors)

    def __len__(self):
        return self.tensors[0].size(0)


class Subset(Dataset):
    def __init__(self, dataset, indices):
        self.dataset = dataset
        self.indices = indices

    def __getitem__(self, idx):
        if isinstance(idx, list):
            return self.dataset[[self.indices[i] for i in idx]]
        return self.dataset[self.indices[idx]]

    def __len__(self):
        return len(self.indices)


class ConcatDataset(Dataset):
    def __init__(self, datasets):
        self.datasets = list(datasets)
        assert len(self.datasets) > 0, "datasets should not be an empty iterable"
        self.cumulative_sizes = []
        total = 0
        for d in self.datasets:
            total += len(d)
            self.cumulative_sizes.append(total)

    def __len__(self):
        return self.cumulative_sizes[-1]

    def __getitem__(self, idx):
        if idx < 0:
            if -idx > len(self):
                raise ValueError("absolute value of index should not exceed dataset length")
            idx = len(self) + idx
        i = 0
        while self.cumulative_sizes[i] <= idx:
            i += 1
        start = self.cumulative_sizes[i - 1] if i > 0 else 0
        return self.datasets[i][idx - start]


def _accumulate(values):
    total = 0
    for v in values:
        total += v
        yield total


def random_split(dataset, lengths, generator=torch.default_generator):
    if math.isclose(sum(lengths), 1) and sum(lengths) <= 1:
        sizes = []
        for i, frac in enumerate(lengths):
            if frac < 0 or frac > 1:
                raise ValueError(f"Fraction at index {i} is not between 0 and 1")
            sizes.append(int(math.floor(len(dataset) * frac)))
        for i in range(len(dataset) - sum(sizes)):
            sizes[i % len(sizes)] += 1
        lengths = sizes
    if sum(lengths) != len(dataset):
        raise ValueError("Sum of input lengths does not equal the length of the input dataset!")
    indices = torch.randperm(sum(lengths), generator=generator).tolist()
    return [Subset(dataset, indices[offset - length:offset]) for offset, length in zip(_accumulate(lengths), lengths)]


class Sampler(object):
    def __init__(self, data_source=None):
        pass


class SequentialSampler(Sampler):
    def __init__(self, data_source):
        self.data_source = data_source

    def __iter__(self):
        return iter(range(len(self.data_source)))

    def __len__(self):
        return len(self.data_source)


class RandomSampler(Sampler):
    def __init__(self, data_source, replacement=False, num_samples=None, generator=None):
        self.data_source = data_source
        self.replacement = replacement
        self._num_samples = num_samples
        self.generator = generator

    @property
    def num_samples(self):
        return len(self.data_source) if self._num_samples is None else self._num_samples

    def __iter__(self):
        n = len(self.data_source)
        generator = self.generator
        if generator is None:
            seed = int(torch.empty((), dtype=torch.int64).random_().item())
            generator = torch.Generator()
            generator.manual_seed(seed)
        if self.replacement:
            for _ in range(self.num_samples // 32):
                yield from torch.randint(high=n, size=(32,), dtype=torch.int64, generator=generator).tolist()
            yield from torch.randint(high=n, size=(self.num_samples % 32,), dtype=torch.int64,
                                     generator=generator).tolist()
        else:
            for _ in range(self.num_samples // n):
                yield from torch.randperm(n, generator=generator).tolist()
            yield from torch.randperm(n, generator=generator).tolist()[:self.num_samples % n]

    def __len__(self):
        return self.num_samples


class SubsetRandomSampler(Sampler):
    def __init__(self, indices, generator=None):
        self.indices = indices
        self.generator = generator

    def __iter__(self):
        for i in torch.randperm(len(self.indices), generator=self.generator):
            yield self.indices[i]

    def __len__(self):
        return len(self.indices)


class WeightedRandomSampler(Sampler):
    def __init__(self, weights, num_samples, replacement=True, generator=None):
        if not isinstance(num_samples, int) or isinstance(num_samples, bool) or num_samples <= 0:
            raise ValueError("num_samples should be a positive integer value, but got num_samples={}".format(num_samples))
        if not isinstance(replacement, bool):
            raise ValueError("replacement should be a boolean value, but got replacement={}".format(replacement))
        weights_tensor = torch.as_tensor(weights, dtype=torch.double)
        if len(weights_tensor.shape) != 1:
            raise ValueError("weights should be a 1d sequence but given weights have shape {}".format(
                tuple(weights_tensor.shape)))
        self.weights = weights_tensor
        self.num_samples = num_samples
        self.replacement = replacement
        self.generator = generator

    def __iter__(self):
        rand_tensor = torch.multinomial(self.weights, self.num_samples, self.replacement, generator=self.generator)
        yield from iter(rand_tensor.tolist())

    def __len__(self):
        return self.num_samples


class BatchSampler(Sampler):
    def __init__(self, sampler, batch_size, drop_last):
        self.sampler = sampler
        self.batch_size = batch_size
        self.drop_last = drop_last

    def __iter__(self):
        batch = []
        for idx in self.sampler:
            batch.append(idx)
            if len(batch) == self.batch_size:
                yield batch
                batch = []
        if batch and not self.drop_last:
            yield batch

    def __len__(self):
        if self.drop_last:
            return len(self.sampler) // self.batch_size
        return (len(self.sampler) + self.batch_size - 1) // self.batch_size


def default_collate(batch):
    elem = batch[0]
    if isinstance(elem, Tensor):
        return torch.stack(batch, 0)
    elem_type = type(elem)
    if elem_type.__module__ == "numpy" and elem_type.__name__ not in ("str_", "string_"):
        # numpy arrays and scalars become tensors of their own dtype
        if elem_type.__name__ == "ndarray":
            return default_collate([torch.as_tensor(b) for b in batch])
        if elem.shape == ():
            return torch.as_tensor(batch)
    if isinstance(elem, bool):
        return torch.tensor(batch)
    if isinstance(elem, float):
        return torch.tensor(batch, dtype=torch.float64)
    if isinstance(elem, int):
        return torch.tensor(batch)
    if isinstance(elem, (str, bytes)):
        return batch
    if isinstance(elem, dict):
        return {key: default_collate([d[key] for d in batch]) for key in elem}
    if isinstance(elem, tuple) and hasattr(elem, "_fields"):
        return type(elem)(*(default_collate(samples) for samples in zip(*batch)))
    if isinstance(elem, (list, tuple)):
        size = len(elem)
        if not all(len(e) == size for e in batch):
            raise RuntimeError("each element in list of batch should be of equal size")
        return [default_collate(samples) for samples in zip(*batch)]
    raise TypeError("default_collate: batch must contain tensors, numpy arrays, numbers, dicts or lists; found "
                    + str(type(elem)))


def default_convert(data):
    # One sample as DataLoader(batch_size=None) hands it over: numpy arrays
    # become tensors, containers convert their items, a plain tuple becomes
    # a list (PyTorch keeps that for backwards compatibility).
    elem_type = type(data)
    if isinstance(data, torch.Tensor):
        return data
    if elem_type.__module__ == "numpy" and elem_type.__name__ not in ("str_", "string_"):
        return torch.as_tensor(data)
    if isinstance(data, dict):
        try:
            return elem_type({key: default_convert(data[key]) for key in data})
        except TypeError:
            return {key: default_convert(data[key]) for key in data}
    if isinstance(data, tuple) and hasattr(data, "_fields"):
        return elem_type(*(default_convert(d) for d in data))
    if isinstance(data, tuple):
        return [default_convert(d) for d in data]
    if isinstance(data, (list, range)):
        try:
            return elem_type([default_convert(d) for d in data])
        except TypeError:
            return [default_convert(d) for d in data]
    return data


class DataLoader(object):
    def __init__(self, dataset, batch_size=1, shuffle=None, sampler=None, batch_sampler=None, num_workers=0,
                 collate_fn=None, pin_memory=False, drop_last=False, timeout=0, worker_init_fn=None,
                 multiprocessing_context=None, generator=None, *, prefetch_factor=2, persistent_workers=False,
                 pin_memory_device=""):
        if num_workers < 0:
            raise ValueError("num_workers option should be non-negative; use num_workers=0 to disable "
                             "multiprocessing.")
        if num_workers == 0 and prefetch_factor != 2:
            raise ValueError("prefetch_factor option could only be specified in multiprocessing."
                             "let num_workers > 0 to enable multiprocessing.")
        if persistent_workers and num_workers == 0:
            raise ValueError("persistent_workers option needs num_workers > 0")
        self.dataset = dataset
        self.num_workers = num_workers
        self.prefetch_factor = prefetch_factor
        self.persistent_workers = persistent_workers
        self.worker_init_fn = worker_init_fn
        self._workers = None
        self.batch_size = batch_size
        self.drop_last = drop_last
        self.generator = generator
        self._iterable = isinstance(dataset, IterableDataset)
        if batch_sampler is not None:
            if batch_size != 1 or shuffle or sampler is not None or drop_last:
                raise ValueError("batch_sampler option is mutually exclusive with batch_size, shuffle, sampler, "
                                 "and drop_last")
            batch_size = None
            drop_last = False
        if sampler is None and not self._iterable:
            sampler = RandomSampler(dataset, generator=generator) if shuffle else SequentialSampler(dataset)
        if batch_size is not None and batch_sampler is None and not self._iterable:
            batch_sampler = BatchSampler(sampler, batch_size, drop_last)
        self.sampler = sampler
        self.batch_sampler = batch_sampler
        if collate_fn is None:
            collate_fn = default_collate if batch_size is not None or batch_sampler is not None else default_convert
        self.collate_fn = collate_fn

    @property
    def _auto_collation(self):
        return self.batch_sampler is not None or (self._iterable and self.batch_size is not None)

    def _index_sampler(self):
        # What the main process hands the workers, one item per task.
        if self._iterable:
            if self.batch_size is None:
                return _InfiniteConstantSampler()
            return BatchSampler(_InfiniteConstantSampler(), self.batch_size, self.drop_last)
        return self.batch_sampler if self.batch_sampler is not None else self.sampler

    def _batches(self, indices):
        for index in indices:
            if self.batch_sampler is not None:
                yield self.collate_fn([self.dataset[i] for i in index])
            else:
                yield self.collate_fn(self.dataset[index])

    def _iterable_batches(self):
        if self.batch_size is None:
            for item in self.dataset:
                yield self.collate_fn(item)
            return
        batch = []
        for item in self.dataset:
            batch.append(item)
            if len(batch) == self.batch_size:
                yield self.collate_fn(batch)
                batch = []
        if batch and not self.drop_last:
            yield self.collate_fn(batch)

    def __iter__(self):
        if self.num_workers > 0:  # Note [DataLoader workers]
            if not self.persistent_workers or self._workers is None:
                it = _MultiWorkerIter(self)
                self._workers = it.workers
                return it
            for w in self._workers:
                w.run(w.resume)
            return _MultiWorkerIter(self, self._workers)
        if self._iterable:
            batches = self._iterable_batches()
        else:
            batches = self._batches(iter(self.batch_sampler if self.batch_sampler is not None else self.sampler))
        # The loader iterator's base seed, drawn as PyTorch's is (its value
        # seeds worker processes, which single-process loading has none of).
        torch.empty((), dtype=torch.int64).random_(generator=self.generator)
        return batches

    def __len__(self):
        if self._iterable:
            n = len(self.dataset)
            if self.batch_size is not None:
                n = n // self.batch_size if self.drop_last else (n + self.batch_size - 1) // self.batch_size
            return n
        return len(self.batch_sampler if self.batch_sampler is not None else self.sampler)
)PY";

// torch.utils.checkpoint: recomputation only saves memory, so running the
// function plainly gives PyTorch's values and gradients.
const char* kCheckpointPy = R"PY(
import warnings
import torch


def checkpoint(function, *args, use_reentrant=True, **kwargs):
    preserve = kwargs.pop("preserve_rng_state", True)
    if use_reentrant:
        if kwargs:
            raise ValueError("Unexpected keyword arguments: " + ",".join(arg for arg in kwargs))
        if torch.is_grad_enabled() and not any(isinstance(a, torch.Tensor) and a.requires_grad for a in args):
            warnings.warn("None of the inputs have requires_grad=True. Gradients will be None")
    return function(*args, **kwargs)


def checkpoint_sequential(functions, segments, input, use_reentrant=True, **kwargs):
    preserve = kwargs.pop("preserve_rng_state", True)
    if kwargs:
        raise ValueError("Unexpected keyword arguments: " + ",".join(arg for arg in kwargs))
    if isinstance(functions, torch.nn.Sequential):
        functions = list(functions.children())
    for f in functions:
        input = f(input)
    return input
)PY";

void initData(Interp& in, PyModule& m) {
  runSourceModule(in, m, "torch.utils.data", kDataPy);
  runDataWorkersSource(in, m);
  in.importModule("torch.utils.data.distributed");  // binds DistributedSampler here
}
void initCheckpoint(Interp& in, PyModule& m) { runSourceModule(in, m, "torch.utils.checkpoint", kCheckpointPy); }
void initUtilsPackage(Interp& in, PyModule& m) { m.dict->set(in, in.intern("data"), in.importModule("torch.utils.data")); }

}  // namespace

void registerData(Interp& in) {
  in.registerModule("torch.utils", initUtilsPackage);
  in.registerModule("torch.utils.data", initData);
  in.registerModule("torch.utils.checkpoint", initCheckpoint);
}

}  // namespace ts::py
