import torch


@torch.jit.script
def red(x: torch.Tensor):
    return (x.sum().dtype, x.mean(dtype=torch.float64).dtype, x.max().dtype,
            x.float().std().dtype, x.sum(dtype=torch.int32).dtype, torch.sum(x, 0, True).shape, x.double().norm().dtype, x.all().dtype)


for dt in [torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.float16, torch.bfloat16, torch.float32, torch.float64]:
    x = torch.tensor([1, 0, 1, 1]).to(dt)
    print(dt, red(x))
print(torch.tensor([100, 100], dtype=torch.int8).sum(), torch.tensor([200, 100], dtype=torch.uint8).sum(), torch.tensor([60000.0, 60000.0], dtype=torch.float16).sum())
print(torch.tensor([1.5, 2.5], dtype=torch.float16).mean(), torch.tensor([0.1] * 10, dtype=torch.bfloat16).sum(), torch.tensor([3, 4]).float().norm())
print(torch.tensor([2, 3], dtype=torch.int16).prod(), torch.tensor([True, True]).prod(), torch.tensor([True, False]).cumsum(0), torch.tensor([-1, 2], dtype=torch.int8).abs().dtype)
