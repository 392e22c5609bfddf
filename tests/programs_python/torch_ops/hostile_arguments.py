# Bad arguments to tensor operators raise the exception class PyTorch
# raises (IndexError for out-of-range indices and targets, RuntimeError for
# invalid sizes), never crash; histc and bernoulli check their inputs.
import torch
import torch.nn.functional as F
x = torch.arange(12.).reshape(3, 4)
cases = {
 "view -1 -1": lambda: x.view(-1, -1),
 "expand -2": lambda: x.expand(-2, 4),
 "interp huge": lambda: F.interpolate(x[None, None], scale_factor=1e10),
 "index huge": lambda: x[torch.tensor([10**10])],
 "index_select": lambda: x.index_select(0, torch.tensor([7])),
 "gather oob": lambda: x.gather(1, torch.tensor([[9]])),
 "scatter oob": lambda: x.clone().scatter_(1, torch.tensor([[9]]), 1.0),
 "histc neg": lambda: torch.histc(x, bins=-1),
 "randint empty": lambda: torch.randint(0, 0, (3,)),
 "embedding oob": lambda: F.embedding(torch.tensor([5]), torch.ones(3, 2)),
 "maxpool k0": lambda: F.max_pool2d(x[None, None], 0),
 "conv stride0": lambda: F.conv2d(x[None, None], torch.ones(1, 1, 2, 2), stride=0),
 "unfold step0": lambda: x.unfold(0, 2, 0),
 "topk big": lambda: x.topk(10),
 "kthvalue 0": lambda: x.kthvalue(0),
 "stride dim": lambda: x.stride(5),
 "narrow neg": lambda: x.narrow(0, -10, 1),
 "chunk 0": lambda: x.chunk(0),
 "split 0": lambda: x.split(0),
 "repeat neg": lambda: x.repeat(-1, 1),
 "permute dup": lambda: x.permute(0, 0),
 "transpose oob": lambda: x.transpose(0, 5),
 "squeeze oob": lambda: x.squeeze(7),
 "flip dup": lambda: x.flip(0, 0),
 "roll": lambda: x.roll(10**18, 0).sum().item(),
 "tril": lambda: x.tril(-10**18).sum().item(),
 "index_put oob": lambda: x.clone().index_put_((torch.tensor([5]),), torch.tensor(1.)),
 "masked bad": lambda: x.masked_fill(torch.ones(2, dtype=torch.bool), 0),
 "matmul bad": lambda: x @ x,
 "bmm bad": lambda: torch.bmm(x, x),
 "cross_entropy oob": lambda: F.cross_entropy(x, torch.tensor([0, 1, 9])),
 "nll neg": lambda: F.nll_loss(x, torch.tensor([0, -5, 1])),
 "one_hot neg": lambda: F.one_hot(torch.tensor([-1])),
 "multinomial neg": lambda: torch.multinomial(torch.tensor([-1., 2.]), 1),
 "bernoulli p": lambda: torch.bernoulli(torch.tensor([2.])),
 "pixel_shuffle": lambda: F.pixel_shuffle(torch.ones(1, 3, 2, 2), 2),
 "adaptive 0": lambda: F.adaptive_avg_pool2d(x[None, None], 0),
 "reflect pad big": lambda: F.pad(x[None], (5, 5), mode="reflect"),
 "arange step0": lambda: torch.arange(0, 10, 0),
 "linspace neg": lambda: torch.linspace(0, 1, -1),
 "full shape neg": lambda: torch.full((-1,), 1.),
 "new_zeros neg": lambda: x.new_zeros((2, -3)),
 "cumsum dim": lambda: x.cumsum(3),
 "sort dim": lambda: x.sort(dim=-3),
 "bincount neg": lambda: torch.bincount(torch.tensor([-1])),
 "searchsorted": lambda: torch.searchsorted(torch.tensor([[1., 2.]]), torch.tensor([1.])),
 "einsum bad": lambda: torch.einsum("ij,jk->q", x, x),
 "reshape bad": lambda: x.reshape(5, -1),
 "int overflow": lambda: torch.tensor([2**63]),
 "div zero int": lambda: torch.tensor([1]) // torch.tensor([0]),
 "remainder zero": lambda: torch.tensor([1]) % torch.tensor([0]),
}
for k, f in cases.items():
    try:
        r = f()
        print(k, "ok", r if isinstance(r, (int, float)) else tuple(r.shape) if isinstance(r, torch.Tensor) else type(r).__name__)
    except Exception as e:
        print(k, type(e).__name__)
for f in [lambda: x.index_select(0, torch.tensor([-1])), lambda: torch.bernoulli(torch.tensor([0.5, -0.1])),
          lambda: torch.histc(torch.tensor([1., float("inf")])), lambda: torch.histc(torch.tensor([1, 2])),
          lambda: torch.tensor([1, 2**63]), lambda: F.nll_loss(x, torch.tensor([0, 3, 1]))]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, str(e))
print(torch.histc(torch.tensor([0.1, 0.2, 0.3, 0.7, 1.0, float("nan")]), bins=3, min=0, max=1))
print(torch.histc(torch.arange(1000.).sin(), bins=7), torch.tensor([1., 2.]).histc(2))
print(torch.bincount(torch.tensor([0, 1, 1, 3]), weights=torch.tensor([0.1, 0.2, 0.3, 0.4])))
