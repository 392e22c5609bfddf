import torch


@torch.jit.script
def hmath(h: torch.Tensor):
    return [h + 0.1, h * h, h.sum(), h.mean(), h.abs(), h.neg(), h / 3, h.max(), h.float() * 1.001]


h = torch.tensor([1.0, 2.5, 1000.0, 0.001], dtype=torch.float16)
for t in hmath(h):
    print(t)
bf = torch.tensor([1.0, 2.5, 1000.0, 0.001], dtype=torch.bfloat16)
for t in hmath(bf):
    print(t)
print(torch.tensor([65504.0], dtype=torch.float16) * 2, torch.tensor([1e-8], dtype=torch.float16), torch.tensor([3.14159265]).half(), torch.tensor([3.14159265]).bfloat16())
print(torch.tensor([0.1, 0.2]).half() + torch.tensor([0.3]).bfloat16(), (h + bf).dtype, (h + 1).dtype, (h + torch.tensor(1.0)).dtype)
print(torch.arange(0, 2, 0.25, dtype=torch.float16), torch.linspace(0, 1, 5, dtype=torch.bfloat16), torch.ones(3, dtype=torch.half).sum())
print(h.to(torch.int32), bf.to(torch.float64), h.tolist(), bf[1].item())
a = torch.tensor([0.001, 1.0, 3.3, 100.7, -0.02, 7.5, -0.3, 12.1], dtype=torch.float16)
print(a + 0.1, a - 0.3, 0.1 - a, a.add(0.1, alpha=3), a.add(a, alpha=2.7), a.sub(torch.tensor(0.7), alpha=1.3))
b = torch.arange(64, dtype=torch.bfloat16) / 7
print(b + 0.1, b - 0.3, 0.1 - b, b.add(b, alpha=1))
