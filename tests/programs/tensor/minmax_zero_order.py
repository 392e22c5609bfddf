import torch

# Signed zeros and NaNs make max/min depend on the reduction order: PyTorch
# prints the sign of the zero that survives. Patterns come from arithmetic on
# arange so both implementations see the same data.


def pattern(n: int, a: int, m: int, with_nan: bool) -> torch.Tensor:
    k = (torch.arange(n) * a + 3) % m
    x = torch.where(k % 2 == 0, torch.tensor(0.0), torch.tensor(-0.0))
    if with_nan:
        x = torch.where(k == m - 1, torch.tensor(float("nan")), x)
    return x


def show(t: torch.Tensor) -> str:
    return str(t.flatten())


for n in [2, 5, 8, 9, 31, 32, 33, 64, 100, 131]:
    for a, m in [(1, 2), (7, 3), (5, 11), (3, 2)]:
        x = pattern(n, a, m, False)
        print(n, a, m, show(x.max()), show(x.min()), show(x.amax()), show(x.amin()))
        print("  double", show(x.double().max()), show(x.double().amax()))

for shape in [[3, 40], [40, 3], [5, 33], [33, 5], [2, 3, 37], [64, 9]]:
    numel = 1
    for s in shape:
        numel *= s
    x = pattern(numel, 7, 5, False).reshape(shape)
    for d in range(len(shape)):
        print(shape, d, show(x.amax(dim=d)), show(x.amin(dim=d)))
        print("   T", show(x.transpose(0, -1).amax(dim=d)))
    print(shape, "01", show(x.amax(dim=(0, 1))), show(x.double().amin(dim=-1)))

y = pattern(300, 7, 13, True).reshape(30, 10)
print(show(y.amax(dim=0)), show(y.amax(dim=1)), show(y.max()))
z = torch.arange(600.0).reshape(20, 30) % 17 - 8
print(z.amax(dim=0), z.amin(dim=1), z.max(), z.min())
