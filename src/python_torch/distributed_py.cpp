// ===--- distributed_py.cpp - torch.distributed for one process ------------=== //
// Training scripts ask `dist.is_available() and dist.is_initialized()` and
// shard data with DistributedSampler. Here there is only the calling
// process: a process group of world size 1 can be initialized (its
// collectives leave tensors as they are, as they would with one rank), a
// larger one cannot, and before init_process_group the queries raise
// PyTorch's error. DistributedSampler (torch.utils.data.distributed) shards
// by PyTorch 1.13's rules, with explicit num_replicas/rank.
#include "python/interpreter_impl.h"
#include "python_torch/bridge_state.h"

namespace ts::py {

namespace {

const char* kDistributedPy = R"PY(
_NOT_INITIALIZED = "Default process group has not been initialized, please make sure to call init_process_group."
_group = {}


class ReduceOp:
    SUM = "SUM"
    PRODUCT = "PRODUCT"
    MIN = "MIN"
    MAX = "MAX"
    BAND = "BAND"
    BOR = "BOR"
    BXOR = "BXOR"
    AVG = "AVG"


class Backend(str):
    GLOO = "gloo"
    NCCL = "nccl"
    MPI = "mpi"


def is_available():
    return True


def is_nccl_available():
    return False


def is_gloo_available():
    return True


def is_mpi_available():
    return False


def is_initialized():
    return bool(_group)


def _check():
    if not _group:
        raise RuntimeError(_NOT_INITIALIZED)


def init_process_group(backend=None, init_method=None, timeout=None, world_size=-1, rank=-1, store=None,
                       group_name="", pg_options=None):
    if _group:
        raise RuntimeError("trying to initialize the default process group twice!")
    if world_size not in (-1, 1) or rank not in (-1, 0):
        raise RuntimeError("torch.distributed here runs one process: world_size must be 1 and rank 0, got "
                           f"world_size={world_size}, rank={rank}")
    _group["backend"] = str(backend) if backend is not None else "gloo"


def destroy_process_group(group=None):
    _group.clear()


def get_rank(group=None):
    _check()
    return 0


def get_world_size(group=None):
    _check()
    return 1


def get_backend(group=None):
    _check()
    return _group["backend"]


def barrier(group=None, async_op=False, device_ids=None):
    _check()


def all_reduce(tensor, op=ReduceOp.SUM, group=None, async_op=False):
    _check()


def reduce(tensor, dst, op=ReduceOp.SUM, group=None, async_op=False):
    _check()


def broadcast(tensor, src, group=None, async_op=False):
    _check()


def all_gather(tensor_list, tensor, group=None, async_op=False):
    _check()
    tensor_list[0].copy_(tensor)


def all_gather_object(object_list, obj, group=None):
    _check()
    object_list[0] = obj


def broadcast_object_list(object_list, src=0, group=None, device=None):
    _check()
)PY";

const char* kDistributedSamplerPy = R"PY(
import math
import torch
import torch.distributed as dist
from torch.utils.data import Sampler


class DistributedSampler(Sampler):
    def __init__(self, dataset, num_replicas=None, rank=None, shuffle=True, seed=0, drop_last=False):
        if num_replicas is None:
            num_replicas = dist.get_world_size()
        if rank is None:
            rank = dist.get_rank()
        if rank >= num_replicas or rank < 0:
            raise ValueError("Invalid rank {}, rank should be in the interval [0, {}]".format(rank, num_replicas - 1))
        self.dataset = dataset
        self.num_replicas = num_replicas
        self.rank = rank
        self.epoch = 0
        self.drop_last = drop_last
        # Every replica gets num_samples indices: the tail is dropped, or
        # the list padded with its own head.
        if self.drop_last and len(self.dataset) % self.num_replicas != 0:
            self.num_samples = math.ceil((len(self.dataset) - self.num_replicas) / self.num_replicas)
        else:
            self.num_samples = math.ceil(len(self.dataset) / self.num_replicas)
        self.total_size = self.num_samples * self.num_replicas
        self.shuffle = shuffle
        self.seed = seed

    def __iter__(self):
        if self.shuffle:
            g = torch.Generator()
            g.manual_seed(self.seed + self.epoch)
            indices = torch.randperm(len(self.dataset), generator=g).tolist()
        else:
            indices = list(range(len(self.dataset)))
        if self.drop_last:
            indices = indices[:self.total_size]
        else:
            padding = self.total_size - len(indices)
            if padding <= len(indices):
                indices += indices[:padding]
            else:
                indices += (indices * math.ceil(padding / len(indices)))[:padding]
        return iter(indices[self.rank:self.total_size:self.num_replicas])

    def __len__(self):
        return self.num_samples

    def set_epoch(self, epoch):
        self.epoch = epoch
)PY";

void initDistributed(Interp& in, PyModule& m) { runSourceModule(in, m, m.name, kDistributedPy); }

void initDataDistributed(Interp& in, PyModule& m) {
  runSourceModule(in, m, m.name, kDistributedSamplerPy);
  IValue data = in.importModule("torch.utils.data");
  asPyT<PyModule>(data)->dict->set(in, in.intern("DistributedSampler"), getAttr(in, box(&m), "DistributedSampler"));
}

}  // namespace

void registerDistributed(Interp& in) {
  in.registerModule("torch.distributed", initDistributed);
  in.registerModule("torch.utils.data.distributed", initDataDistributed);
}

}  // namespace ts::py
