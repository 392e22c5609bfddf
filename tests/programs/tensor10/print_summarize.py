import torch


@torch.jit.script
def show(x: torch.Tensor):
    print(x)


print(torch.arange(1001))
print(torch.arange(2000.0) / 7)
print(torch.arange(3000).reshape(30, 100))
print(torch.arange(2400).reshape(4, 20, 30) % 7 == 0)
show(torch.arange(1200).reshape(2, 600))
print(torch.arange(1000))
print(torch.linspace(0, 1, 1500, dtype=torch.float64))
torch.set_printoptions(precision=2)
print(torch.tensor([1.23456, 2.5]), torch.tensor([1e-7, 1.0]))
torch.set_printoptions(threshold=5, edgeitems=2)
print(torch.arange(10), torch.arange(20).reshape(4, 5))
torch.set_printoptions(sci_mode=True)
print(torch.tensor([1.5, 2.0]))
torch.set_printoptions(sci_mode=False)
print(torch.tensor([1e-9, 1e9]))
torch.set_printoptions(linewidth=30)
print(torch.arange(4).float() * 1.111)
torch.set_printoptions(profile="default")
print(torch.arange(12.0).reshape(3, 4) / 3, torch.tensor([1e-9, 1e9]))
torch.set_printoptions(profile="short")
print(torch.arange(12.0).reshape(3, 4) / 3, torch.arange(50))
torch.set_printoptions(profile="full")
print(torch.arange(1005)[-3:], torch.arange(1100).sum())
torch.set_printoptions(profile="default")
