# Sparse COO tensors at the Python level: construction, coalescing,
# arithmetic, reductions, products and printing.
import torch

d = torch.tensor([[0., 1., 0.], [2., 0., 3.]])
s = d.to_sparse()
print(s)
print(s.is_sparse, d.is_sparse, s.layout, d.layout, s.sparse_dim(), s.dense_dim(), s._nnz(), s.is_coalesced())
print(s.shape, s.dim(), s.numel(), s.dtype, len(s))
print(s.indices(), s.values(), s.to_dense())

i = torch.tensor([[1, 0, 1], [2, 0, 2]])
v = torch.tensor([3., 4., 5.])
u = torch.sparse_coo_tensor(i, v, (2, 3))
print(u, u.is_coalesced())
c = u.coalesce()
print(c, c.is_coalesced(), c.to_dense())
print(torch.sparse_coo_tensor(i, v))  # size inferred
print(torch.sparse_coo_tensor([[0, 1], [2, 0]], [1, 2], (2, 3)))
print(torch.sparse_coo_tensor(i, v, (2, 3), dtype=torch.float64).dtype)

# Arithmetic keeps the representation PyTorch's kernels produce.
print(u + s, (u + s).is_coalesced())
print(s + s, (s + s).is_coalesced())
print(d + s, d - s)
print(torch.add(s, s, alpha=2))
print(s * 2, s * s, s / 2, -s)
acc = torch.zeros(2, 3)
acc += s
acc.add_(u)
print(acc)

# Reductions and products.
print(torch.sparse.sum(s), torch.sparse.sum(u), torch.sparse.sum(s, [0]), torch.sparse.sum(s, [0, 1]))
w = torch.arange(6.).reshape(3, 2)
print(torch.mm(s, w), torch.sparse.mm(u, w), s @ w)
print(torch.sparse.addmm(torch.ones(2, 2), s, w, beta=0.5, alpha=2.0))
print(torch.sparse.mm(s, s.t()).to_dense())

# Shapes, dtypes and the zero-preserving unary ops.
print(s.t(), s.t().is_coalesced(), s.transpose(0, 1).to_dense())
print(s.double(), s.to(torch.int64).values(), u.abs().values(), torch.sqrt(s).to_dense())

x = torch.zeros(2, 3, 2)
x[0, 1] = torch.tensor([1., 2.])
h = x.to_sparse(1)
print(h, h.sparse_dim(), h.dense_dim(), torch.equal(h.to_dense(), x))
print(torch.sparse_coo_tensor(torch.empty(1, 0, dtype=torch.long), torch.empty(0, 2), (3, 2)))
print(torch.sparse.FloatTensor(2, 3), torch.sparse.DoubleTensor(i, v.double(), torch.Size([2, 3])).dtype)
print(s.clone().requires_grad_(), s.detach().is_sparse)
