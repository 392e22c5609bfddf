import torch


@torch.jit.script
def show(x: torch.Tensor):
    print(x)
    print(x.to(torch.float64))
    print(x.to(torch.int32))
    print(x.half())
    print(x.to(torch.bfloat16))
    print(x > 0)
    print(x.to(torch.complex64))
    print(x.to(torch.uint8))


x = torch.tensor([[0.0, 1.25, -3.5], [100.0, 2.0, 7.0]])
show(x)
print(x, x.double(), x.int(), x.half(), x.bfloat16(), x > 0, x.to(torch.complex64), x.to(torch.int8), x.to(torch.int16), x.short())
print(torch.tensor(3.5), torch.tensor(2), torch.tensor(True), torch.tensor(1 + 2j), torch.tensor(0.1, dtype=torch.float64), torch.tensor(7, dtype=torch.uint8))
print(torch.zeros(0), torch.zeros(2, 0), torch.zeros(0, dtype=torch.int64), torch.zeros(0, 3, dtype=torch.float64), torch.tensor([], dtype=torch.bool))
print(torch.tensor([1.0, 2.0], requires_grad=True), torch.tensor([1.0, 2.0], requires_grad=True) * 2, torch.tensor(2.0, requires_grad=True).sum())
print(torch.tensor([1.0, 2.0], dtype=torch.float16, requires_grad=True), torch.tensor([1.5 - 2j, 0j], dtype=torch.complex128))
