import torch


@torch.jit.script
def show_all(x: torch.Tensor):
    print(x)
    print(x.int())
    print(x.double())
    print(x.half())
    print(x > 1)
    print(x.to(torch.uint8))
    print(x.to(torch.int8))
    print(x.to(torch.bfloat16))
    print(x.to(torch.complex64))
    print(x[0])
    print(x.int()[0])
    print(x[:0])
    print(x.unsqueeze(0))
    print(x * 1e8)
    print(x * 1e-6)


show_all(torch.tensor([1.5, -2.0, 3.25]))
show_all(torch.tensor([0.0, 1.0, 2.0]))
