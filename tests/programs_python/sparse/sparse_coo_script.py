# Sparse COO tensors through script code: arguments, attributes, the
# torch.sparse functions, save/load and freezing.
import copy
import io
from typing import Tuple

import torch


@torch.jit.script
def describe(x: torch.Tensor) -> Tuple[bool, int, int]:
    if x.is_sparse:
        return True, x._nnz(), x.sparse_dim()
    return False, x.numel(), 0


@torch.jit.script
def reduce_and_multiply(s: torch.Tensor, w: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    total = torch.sparse.sum(s)
    prod = torch.sparse.mm(s, w)
    both = torch.sparse.addmm(torch.ones(prod.size()), s, w, beta=2.0, alpha=0.5)
    return total, prod, both


@torch.jit.script
def build(i: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
    s = torch.sparse_coo_tensor(i, v, [3, 3])
    return (s + s).coalesce().to_dense()


class Graph(torch.nn.Module):
    def __init__(self):
        super().__init__()
        edges = torch.tensor([[0, 1, 2, 2], [1, 2, 0, 1]])
        self.adj = torch.sparse_coo_tensor(edges, torch.ones(4), (3, 3)).coalesce()
        self.lin = torch.nn.Linear(2, 2)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = torch.sparse.mm(self.adj, x)
        return x + self.adj.to_dense() @ h


torch.manual_seed(0)
d = torch.tensor([[0., 1., 0.], [2., 0., 3.]])
s = d.to_sparse()
print(describe(s), describe(d))
total, prod, both = reduce_and_multiply(s, torch.arange(6.).reshape(3, 2))
print(total, prod, both)
print(build(torch.tensor([[0, 2, 0], [1, 2, 1]]), torch.tensor([1., 2., 3.])))

m = Graph().eval()
x = torch.arange(6.).reshape(3, 2)
sm = torch.jit.script(m)
print(sm(x))
print(sm.adj)
buf = io.BytesIO()
torch.jit.save(sm, buf)
buf.seek(0)
loaded = torch.jit.load(buf)
print(loaded.adj.is_sparse, torch.equal(loaded(x), sm(x)))
frozen = torch.jit.freeze(sm)
print(torch.equal(frozen(x), sm(x)))
print(describe.code)


@torch.jit.script
def show(x: torch.Tensor) -> torch.Tensor:
    print(x)  # ATen's print of the parts
    return x.coalesce()


show(torch.tensor([[0., 1.5], [2., 0.]]).to_sparse())
print(copy.deepcopy(sm).adj.is_sparse)
try:
    torch.sigmoid(s)
except NotImplementedError as e:
    print(str(e).split(".")[0])
try:
    s + d
except RuntimeError as e:
    print(e)
