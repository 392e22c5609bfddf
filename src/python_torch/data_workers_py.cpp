// ===--- data_workers_py.cpp - DataLoader workers, emulated in-process ---=== //
// Note [DataLoader workers]: with num_workers > 0 PyTorch forks worker
// processes. Each has its own copy of the dataset and its own RNG states,
// seeded base_seed + id (torch, random) and _generate_state (numpy), runs
// worker_init_fn, sees get_worker_info(), and fetches and collates the
// batches the main process assigns it round-robin. Results come back in task
// order. An IterableDataset replica that runs out answers one task with a
// stop; the worker then answers nothing more, and the main process stops
// assigning it tasks once it has received the stop.
//
// Here each worker is an object whose RNG states are swapped in around the
// work it does, and tasks are evaluated lazily in task order: a worker's
// results depend only on its own state and the order of its own tasks, so
// this gives what the processes give, without fork. Run in torch.utils.data
// after data_py.cpp.
#include "python/interpreter_impl.h"
#include "python_torch/bridge_state.h"

namespace ts::py {

namespace {

const char* kDataWorkersPy = R"PY(
import collections
import copy
import itertools
import random
import sys
import torch


class WorkerInfo(object):
    __initialized = False

    def __init__(self, **kwargs):
        for k, v in kwargs.items():
            setattr(self, k, v)
        self.__keys = tuple(kwargs.keys())
        self.__initialized = True

    def __setattr__(self, key, val):
        if self.__initialized:
            raise RuntimeError("Cannot assign attributes to {} objects".format(self.__class__.__name__))
        return super(WorkerInfo, self).__setattr__(key, val)

    def __repr__(self):
        items = ["{}={}".format(k, getattr(self, k)) for k in self.__keys]
        return "{}({})".format(self.__class__.__name__, ", ".join(items))


_worker_info = None


def get_worker_info():
    return _worker_info


def _numpy_seed(base_seed, worker_id):
    # PyTorch's _generate_state: numpy's SeedSequence hashing of
    # (worker_id, base_seed) into four 32-bit words.
    mask = 0xFFFFFFFF
    entropy = [worker_id, base_seed & mask, base_seed >> 32, 0]
    hash_a = [0x43b0d7e5]

    def hash(value):
        value = (value ^ hash_a[0]) & mask
        hash_a[0] = (hash_a[0] * 0x931e8875) & mask
        value = (value * hash_a[0]) & mask
        return (value ^ (value >> 16)) & mask

    def mix(x, y):
        r = ((0xca01f9dd * x) & mask) - ((0x4973f715 * y) & mask)
        r &= mask
        return (r ^ (r >> 16)) & mask

    pool = [hash(e) for e in entropy]
    for src in range(4):
        for dst in range(4):
            if src != dst:
                pool[dst] = mix(pool[dst], hash(pool[src]))
    hash_b = 0x8b51f9dd
    state = []
    for v in pool:
        v = (v ^ hash_b) & mask
        hash_b = (hash_b * 0x58f38ded) & mask
        v = (v * hash_b) & mask
        state.append((v ^ (v >> 16)) & mask)
    return state


def _numpy():
    # numpy's global RNG is a worker's too, when the program uses numpy.
    return sys.modules.get("numpy")


def _rng_states():
    np = _numpy()
    return torch.get_rng_state(), random.getstate(), np.random.get_state() if np is not None else None


def _set_rng_states(states):
    torch.set_rng_state(states[0])
    random.setstate(states[1])
    np = _numpy()
    if np is not None and states[2] is not None:
        np.random.set_state(states[2])


class _WorkerStop(Exception):
    pass


class _Worker(object):
    """One emulated worker process (Note [DataLoader workers])."""

    def __init__(self, loader, worker_id, base_seed):
        self.loader = loader
        self.id = worker_id
        try:
            self.dataset = copy.deepcopy(loader.dataset)  # what the fork gives the worker
        except Exception:
            self.dataset = loader.dataset
        seed = base_seed + worker_id
        self.info = WorkerInfo(id=worker_id, num_workers=loader.num_workers, seed=seed, dataset=self.dataset)
        main = _rng_states()
        random.seed(seed)
        torch.manual_seed(seed)
        if _numpy() is not None:
            _numpy().random.seed(_numpy_seed(base_seed, worker_id))
        self.states = _rng_states()
        _set_rng_states(main)
        self.run(self._start)

    def run(self, work):
        global _worker_info
        main = _rng_states()
        outer = _worker_info
        _set_rng_states(self.states)
        _worker_info = self.info
        try:
            return work()
        finally:
            self.states = _rng_states()
            _worker_info = outer
            _set_rng_states(main)

    def _start(self):
        if self.loader.worker_init_fn is not None:
            self.loader.worker_init_fn(self.id)
        self.resume()

    def resume(self):
        # A new epoch: an IterableDataset replica is iterated afresh.
        self.ended = False
        self.it = iter(self.dataset) if self.loader._iterable else None

    def fetch(self, index):
        """The collated batch of this task; _WorkerStop when the replica runs out."""
        try:
            return self.run(lambda: self._fetch(index))
        except _WorkerStop:
            raise
        except Exception as e:
            # PyTorch re-raises a worker's exception in the main process as
            # the same type, its message naming the worker.
            msg = "Caught {} in DataLoader worker process {}.\nOriginal Traceback (most recent call last):\n{}: {}".format(
                type(e).__name__, self.id, type(e).__name__, e)
            try:
                wrapped = type(e)(msg)
            except TypeError:
                raise RuntimeError(msg) from None
            raise wrapped

    def _fetch(self, index):
        loader = self.loader
        if not loader._iterable:
            data = [self.dataset[i] for i in index] if loader._auto_collation else self.dataset[index]
            return loader.collate_fn(data)
        if self.ended:
            raise _WorkerStop()
        if not loader._auto_collation:
            try:
                return loader.collate_fn(next(self.it))
            except StopIteration:
                self.ended = True
                raise _WorkerStop()
        data = []
        for _ in index:
            try:
                data.append(next(self.it))
            except StopIteration:
                self.ended = True
                break
        if not data or (loader.drop_last and len(data) < len(index)):
            raise _WorkerStop()
        return loader.collate_fn(data)


class _InfiniteConstantSampler(object):
    # The index stream of an IterableDataset: each worker ignores the values.
    def __iter__(self):
        while True:
            yield None


class _MultiWorkerIter(object):
    """PyTorch's _MultiProcessingDataLoaderIter, with tasks run in order."""

    def __init__(self, loader, workers=None):
        self.loader = loader
        n = loader.num_workers
        self.window = loader.prefetch_factor * n
        self.index_iter = iter(loader._index_sampler())
        if workers is None:
            base_seed = torch.empty((), dtype=torch.int64).random_(generator=loader.generator).item()
            workers = [_Worker(loader, i, base_seed) for i in range(n)]
        self.workers = workers
        self.active = [True] * n
        self.cycle = itertools.cycle(range(n))
        self.tasks = collections.deque()
        self.outstanding = 0
        for _ in range(self.window):
            self._put()

    def _put(self):
        try:
            index = next(self.index_iter)
        except StopIteration:
            return
        for _ in range(len(self.workers)):
            w = next(self.cycle)
            if self.active[w]:
                break
        else:
            return
        self.tasks.append((w, index))
        self.outstanding += 1

    def __iter__(self):
        return self

    def __next__(self):
        while self.tasks:
            w, index = self.tasks.popleft()
            worker = self.workers[w]
            if not self.active[w]:
                continue  # sent before its stop arrived: never answered
            try:
                batch = worker.fetch(index)
            except _WorkerStop:
                self.outstanding -= 1
                self.active[w] = False
                self._put()
                continue
            self.outstanding -= 1
            self._put()
            return batch
        raise StopIteration

    def __len__(self):
        return len(self.loader)
)PY";

}  // namespace

void runDataWorkersSource(Interp& in, PyModule& data) {
  runSourceModule(in, data, "torch.utils.data", kDataWorkersPy);
}

}  // namespace ts::py
