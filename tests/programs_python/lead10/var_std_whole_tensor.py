# var/std reduced to one value take ATen's all-reduce path (mean in the
# input's dtype, then squared deviations summed in double): bits as PyTorch's.
import torch

torch.manual_seed(0)
for n in [1, 2, 5, 33, 1000, 40000, 100003]:
    for dtype in [torch.float32, torch.float64]:
        x = (torch.randn(n, dtype=dtype) * 3 + 7)
        print(n, dtype, torch.var(x).item(), torch.std(x, unbiased=False).item(),
              x.var(None, correction=0).item(), x.reshape(1, -1).std(dim=1, keepdim=True).tolist())
x = torch.randn(4, 5)
print(x.std(), x.var((0, 1)), x.std(dim=None, keepdim=True), torch.var_mean(x), torch.std_mean(x, unbiased=False))
print(x.t().std(), x[:, ::2].var())
print(torch.tensor([1e30, -1e30]).var(), torch.tensor([3.0]).std(), torch.tensor([]).var(), torch.tensor(2.0).var())


@torch.jit.script
def spread(t: torch.Tensor):
    return t.std(), t.var(unbiased=False), torch.std(t, dim=[0, 1], keepdim=True)


print(spread(torch.arange(12.0).reshape(3, 4) ** 1.5))
