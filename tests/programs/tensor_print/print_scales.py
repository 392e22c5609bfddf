import torch


@torch.jit.script
def show(x: torch.Tensor):
    print(x)


for t in [torch.tensor([1e-5, 1.0, 1000.0]), torch.tensor([1e10, 1.0]), torch.tensor([123456.0, 0.5]), torch.tensor([1e-10, 2e-10]),
          torch.tensor([0.1, 0.25]), torch.tensor([12345678.0]), torch.tensor([1.0, float('nan'), float('inf')]), torch.tensor([-1e-8, 5.0]),
          torch.tensor([1e100], dtype=torch.float64), torch.tensor([1e-300, 1.0], dtype=torch.float64), torch.tensor([65504.0, 1e-4], dtype=torch.float16),
          torch.tensor([100000000.0, 2.0], dtype=torch.float64), torch.tensor([3.0e38]), torch.tensor([-0.0, 0.0]), torch.tensor([1 + 1e-6j, 1e5 + 0j])]:
    print(t)
    show(t)
torch.set_printoptions(precision=2)
print(torch.tensor([1.23456, 1e-4]))
torch.set_printoptions(sci_mode=False)
print(torch.tensor([1e-5, 1e8]))
torch.set_printoptions(profile="default")
print(torch.arange(2000.0), torch.arange(1200).view(30, 40))
print(torch.arange(10.0).view(2, 5) * 1e-3, torch.tensor(1e-12), torch.tensor(1e20), torch.tensor(123456789))
