# Dimname overloads in TorchScript: a str where PyTorch takes a Dimname
# resolves to the named overload and fails when the name is converted (no
# named tensors in TorchScript); names=None factories, rename(None) and
# reductions over an empty name list run.
import torch
from typing import List


def attempt(f, *args):
    try:
        print(f(*args))
    except Exception as e:
        print(type(e).__name__, str(e).strip().splitlines()[-1])


@torch.jit.script
def sum_named(x):
    return x.sum(['N'])


@torch.jit.script
def softmax_named(x):
    return x.softmax('C')


@torch.jit.script
def size_named(x):
    return x.size('C')


@torch.jit.script
def cat_named(x):
    return torch.cat([x, x], 'N')


@torch.jit.script
def transpose_named(x):
    return x.transpose('N', 'C')


@torch.jit.script
def max_named(x):
    return x.max('C', True)


@torch.jit.script
def namespaced(x):
    return x.cumsum('a::N')


@torch.jit.script
def zeros_named():
    return torch.zeros([2, 3], names=['A', 'B'])


@torch.jit.script
def unnamed_forms(x):
    e: List[str] = []
    return (x.sum(e), x.mean(e, True), x.rename(None), torch.zeros([2], names=None),
            torch.full([2], 3, names=None), torch.ones([1, 2], names=None).shape,
            torch.empty([3], names=None).shape, torch.align_tensors([x, x.sum(0)]))


@torch.jit.script
def rename_error(x):
    return x.rename(['A', 'B'])


@torch.jit.script
def refine_empty(x):
    e: List[str] = []
    return x.refine_names(e)


@torch.jit.script
def align_as(x):
    return x.align_as(x)


x = torch.arange(6.0).reshape(2, 3)
for f in (sum_named, softmax_named, size_named, cat_named, transpose_named, max_named, namespaced, rename_error,
          refine_empty, align_as):
    attempt(f, x)
attempt(zeros_named)
print(unnamed_forms(x))


@torch.jit.script
def flatten_named(x):
    return x.flatten('A', 'B', 'C')


@torch.jit.script
def diagonal_named(x):
    return x.diagonal(outdim='D', dim1='A', dim2='B')


attempt(flatten_named, x)
attempt(diagonal_named, x)
