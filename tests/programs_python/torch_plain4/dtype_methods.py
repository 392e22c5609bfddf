import torch
for dt in [torch.int8, torch.uint8, torch.int32, torch.int64, torch.float16, torch.bfloat16, torch.float32, torch.float64, torch.bool]:
    t = torch.tensor([0, 1, 2, 3], dtype=dt)
    print(dt, t, t.sum().dtype, t.is_floating_point(), t.element_size(), t.to(torch.float32).mean().item())
x = torch.tensor([-3, 7, 250], dtype=torch.int32)
print(x // 4, x % 4, torch.div(x, 4, rounding_mode="trunc"), x.float() / 4)
print(torch.tensor([200], dtype=torch.uint8) + torch.tensor([100], dtype=torch.uint8))
print(torch.tensor([1.5, 2.5, -0.5]).round(), torch.tensor([1.2345]).round(decimals=2))
print(torch.tensor([3]).clamp(min=5), torch.tensor([1, 2, 3]).clamp(1.5, 2.5))
print(torch.tensor([True, False]) & torch.tensor([True, True]), ~torch.tensor([5]), torch.tensor([5]) << 2)
print(torch.arange(6).reshape(2, 3).to(torch.float16).sum(0))
print(torch.tensor(2.5).item(), torch.tensor([1, 2]).tolist(), torch.tensor(7).int().item())
