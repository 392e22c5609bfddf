import torch


@torch.jit.script
def make(n: int):
    a = torch.arange(n)
    b = torch.arange(1, n, 2, dtype=torch.float32)
    c = torch.arange(0.0, 1.0, 0.25)
    d = torch.linspace(-1, 1, 5)
    e = torch.logspace(0, 2, 3)
    f = torch.logspace(0, 3, 4, base=2.0)
    g = torch.full((2, 2), 7)
    h = torch.full((2,), 1.5, dtype=torch.float64)
    i = torch.eye(2, 3, dtype=torch.int32)
    return a, b, c, d, e, f, g, h, i


@torch.jit.script
def likes(x: torch.Tensor):
    return (torch.zeros_like(x), torch.ones_like(x, dtype=torch.bool), torch.full_like(x, 3.7), x.new_full((2,), 4),
            x.new_zeros(1, 2), x.new_ones([3]), torch.empty_like(x).shape, torch.tril_indices(3, 3),
            torch.triu_indices(3, 4, 1), torch.tril_indices(4, 3, -1))


@torch.jit.script
def strided():
    e = torch.empty_strided((2, 3), (1, 2))
    z = torch.zeros(3, 4).t()
    return e.shape, e.stride(), e.is_contiguous(), z.stride(), torch.empty(0, 3).shape, torch.zeros([]).dim()


print(make(5))
print(likes(torch.tensor([[1, 2], [3, 4]])))
print(strided())
print(torch.arange(5, dtype=torch.int8), torch.arange(-3, 3).dtype, torch.arange(0, 1, 0.1).shape, torch.arange(10, 0, -3))
print(torch.linspace(0, 10, 4, dtype=torch.int64), torch.linspace(3, 3, 1), torch.linspace(0, 1, 0), torch.full((2,), True))
print(torch.tensor([[1, 2.5]]).dtype, torch.tensor([]).dtype, torch.tensor([True, 2]), torch.tensor(3).shape, torch.complex(torch.tensor([1.0]), torch.tensor([2.0])))
print(torch.diag(torch.tensor([1, 2])), torch.diag_embed(torch.tensor([[1, 2], [3, 4]])), torch.block_diag(torch.ones(1, 2), torch.full((1, 1), 2.0)))
print(torch.meshgrid(torch.arange(2), torch.arange(3), indexing="ij"), torch.cartesian_prod(torch.tensor([1, 2]), torch.tensor([3, 4])))
print(torch.combinations(torch.tensor([1, 2, 3])), torch.vander(torch.tensor([1, 2, 3]), N=3), torch.heaviside(torch.tensor([-1.0, 0.0, 2.0]), torch.tensor(0.5)))
