import torch

x = torch.arange(2000, dtype=torch.float32).reshape(40, 50) / 3
print(x)
torch.set_printoptions(precision=2, threshold=5, edgeitems=2)
print(x)
print(torch.tensor([1e-8, 1.0, 1e8]))
torch.set_printoptions(sci_mode=False)
print(torch.tensor([1e-8, 1.0, 1e8]))
torch.set_printoptions(profile="default")
print(torch.tensor([[1e-8, 1.0], [123456.0, float("inf")]]))
print(torch.tensor([1 + 2j, -0.5j], dtype=torch.complex64))
print(torch.tensor([True, False]), torch.tensor([], dtype=torch.int64).reshape(0, 3), torch.zeros(2, 0))
print(torch.tensor([1.0, 2.0], dtype=torch.float16), torch.tensor([1.25], dtype=torch.bfloat16), torch.tensor(3.5, dtype=torch.float64))
print(torch.tensor([0.1, 0.2], requires_grad=True) * 2)
print(repr(torch.tensor([[1, 2], [3, 4]], dtype=torch.int16)))
torch.set_printoptions(linewidth=30)
print(torch.arange(20.0))
torch.set_printoptions(profile="full")
print(torch.arange(1100)[-3:])
torch.set_printoptions(profile="default")
print(torch.tensor([float("nan"), -float("inf"), 0.0, -0.0]))
print(torch.tensor([123456789.0, 0.001]))
print(torch.tensor([1, 2], dtype=torch.uint8).__repr__(), str(torch.tensor(5)))


@torch.jit.script
def show(x: torch.Tensor) -> str:
    print(x, x.dtype, x.shape)
    return str(x.size()) + " " + str(x.dtype)


print(show(torch.ones(2, 2, dtype=torch.float64)))
