import torch
base = torch.arange(1, 200, dtype=torch.float64) * 0.913 + 0.37
for dt in [torch.bfloat16, torch.float16]:
    a = base.to(dt)
    for s in [1.001, 0.3, 7.77, 1234.567, 0.0123, 3.01]:
        print(dt, s, (a + s).sum().item(), (a - s).sum().item(), (a * s).sum().item(), (a / s).sum().item(),
              torch.remainder(a, s).sum().item(), torch.pow(a, s).sum().item(),
              (a > s).sum().item(), torch.fmod(a, s).sum().item(), torch.add(a, a, alpha=s).sum().item(),
              (s - a).sum().item(), (a <= s).sum().item(), (a == 3.0).sum().item(), (s / a).sum().item(), torch.where(a > 100, a, s).sum().item())
    print(torch.clamp(base.to(torch.bfloat16), 1.001, 100.5).sum().item())
