import torch
import torch.nn as nn

torch.manual_seed(0)

# Creation on the meta device: shape, dtype and strides, no data.
x = torch.empty(2, 3, device='meta')
print(x)
print(x.device, x.is_meta, x.dtype, x.shape, x.stride())
print(torch.zeros(2, 3, device='meta', dtype=torch.int64))
print(torch.randn(4, device=torch.device('meta')))
print(torch.ones(()).to('meta'), torch.empty(0, device='meta'))
print(torch.tensor([1, 2], device='meta'))

# Ops follow their shape and dtype rules.
print(x + 1, (x * x).sum(), x.sum(0), x.t())
print(x.view(3, 2).is_meta, x[0], x == x, x.to(torch.float64))
print(torch.cat([x, x]).shape, torch.matmul(x, x.t()).shape)
print(x.new_zeros(2), torch.zeros_like(x), torch.empty_like(x).device)
w = torch.randn(2, 3, requires_grad=True)
print(w.to('meta'), w.is_meta)

# Data-dependent operations refuse.
for f in [lambda: x.to('cpu'), lambda: x.tolist(), lambda: x.cpu(), lambda: x + torch.ones(2, 3)]:
    try:
        f()
    except (NotImplementedError, RuntimeError) as e:
        print(type(e).__name__, e)
print(x + torch.tensor(1.0))

# Modules built on the meta device; building them draws no random numbers.
lin = nn.Linear(2, 3, device='meta')
print(lin.weight)
print(lin.bias.is_meta, lin(torch.empty(5, 2, device='meta')).shape)
conv = nn.Conv2d(1, 2, 3, device='meta', dtype=torch.float64)
print(conv.weight.dtype, conv.weight.is_meta, conv.bias.shape)
bn = nn.BatchNorm1d(4, device='meta')
print(bn.running_mean, bn.num_batches_tracked)
emb = nn.Embedding(10, 3, device='meta')
print(emb.weight.shape, emb.weight.is_meta)
print(torch.rand(2))
lin64 = nn.Linear(2, 2, dtype=torch.float64)
print(lin64.weight.dtype, lin64(torch.ones(1, 2, dtype=torch.float64)).dtype)
