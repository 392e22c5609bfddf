import torch

# In-place ops on a tensor that does not require grad, with an argument that
# does: the result joins the graph (message passing writes into zeros).
x = torch.tensor([[1., 2.], [3., 4.]], requires_grad=True)
v = torch.tensor([1., 2.], requires_grad=True)
W = lambda: torch.ones(2, 2)
cases = {
    "addmm_": lambda: W().addmm_(x, x), "addmv_": lambda: torch.ones(2).addmv_(x, v),
    "addr_": lambda: W().addr_(v, v), "atan2_": lambda: W().atan2_(x),
    "copysign_": lambda: W().copysign_(x), "cumprod_": lambda: (x * 1).cumprod_(0),
    "index_add_": lambda: W().index_add_(0, torch.tensor([1, 0]), x),
    "lerp_s": lambda: W().lerp_(x, 0.3), "lerp_t": lambda: W().lerp_(x, torch.full((2, 2), 0.3)),
    "masked_scatter_": lambda: W().masked_scatter_(torch.tensor([[True, False], [True, True]]), x),
    "put_": lambda: W().put_(torch.tensor([0, 3]), v), "tril_": lambda: (x * 1).tril_(),
    "triu_": lambda: (x * 1).triu_(), "true_divide_": lambda: W().true_divide_(x),
    "xlogy_": lambda: W().xlogy_(x), "swapaxes_": lambda: (x * 1).swapaxes_(0, 1),
    "mul_": lambda: W().mul_(x), "div_": lambda: W().div_(x), "copy_": lambda: W().copy_(x),
    "scatter_add_": lambda: W().scatter_add_(0, torch.tensor([[1, 0], [1, 1]]), x),
}
for k, f in cases.items():
    x.grad = v.grad = None
    r = f()
    print(k, type(r.grad_fn).__name__, end=" ")
    (r * torch.arange(r.numel()).view(r.shape)).sum().backward()
    print([None if t.grad is None else t.grad.flatten().tolist() for t in (x, v)])

# Advanced indexing that picks a row twice sums its gradients.
y = torch.ones(4, 2, requires_grad=True)
src = torch.tensor([0, 1, 1, 2])
y[src].sum().backward()
print(y.grad)
y.grad = None
y[[0, 0, 3], 1].sum().backward()
print(y.grad)
y.grad = None
y[torch.tensor([[0, 0], [1, 0]])].sum().backward()
print(y.grad)
y.grad = None
y.t()[1, [2, 2]].sum().backward()
print(y.grad)
z = torch.randn(3, 4, requires_grad=True)
z[:, [1, 1]][[0, 0]].sum().backward()
print(z.grad)
w = torch.ones(4, 2, requires_grad=True)
torch.zeros(4, 2).index_add_(0, torch.tensor([0, 1, 2, 3]), w[src] * 2).sum().backward()
print(w.grad)
