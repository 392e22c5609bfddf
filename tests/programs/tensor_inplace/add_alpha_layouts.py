# add/sub with and without alpha over every layout the kernel splits on:
# both operands contiguous, one a broadcast number (0-dim tensor or a
# broadcast row), strided (transposed) operands, float/double/half/bf16,
# (half/bf16 with alpha 1), a tensor large enough to be split across threads, and NaN/inf/-0.
import torch

torch.manual_seed(3)
a = torch.randn(5, 7)
b = torch.randn(5, 7)
s = torch.tensor(0.3)
row = torch.randn(7)
for alpha in [1, 1.0, -1, 0.37, -2.5]:
    print(alpha, torch.add(a, b, alpha=alpha).sum().item())
    print(alpha, torch.add(a, s, alpha=alpha)[1].tolist())
    print(alpha, torch.add(s, a, alpha=alpha)[2].tolist())
    print(alpha, torch.sub(a, row, alpha=alpha)[3].tolist())
    print(alpha, torch.add(a.t(), b.t(), alpha=alpha)[4].tolist())
    print(alpha, torch.add(s, s, alpha=alpha).item())
    print(alpha, torch.add(a.double(), b.double(), alpha=alpha)[0].tolist())
    if alpha in (1, 1.0, -1):  # (half with other alphas: ATen rounds per vector width)
        for dt in [torch.float16, torch.bfloat16]:
            print(alpha, dt, torch.add(a.to(dt), b.to(dt), alpha=alpha)[0].tolist())

big_a = torch.randn(300001)
big_b = torch.randn(300001)
for alpha in [1, 0.1]:
    r = torch.add(big_a, big_b, alpha=alpha)
    print(alpha, r[::50000].tolist(), torch.equal(r[-5:], torch.add(big_a[-5:], big_b[-5:], alpha=alpha)))
    c = big_a.clone()
    c.sub_(big_b, alpha=alpha)
    print(alpha, c[::60000].tolist())

sp = torch.tensor([float("nan"), float("inf"), -float("inf"), -0.0, 0.0, 1e38, -1e-45])
sq = torch.tensor([1.0, -float("inf"), -float("inf"), -0.0, -0.0, 1e38, 1e-45])
for alpha in [1, -1, 0.5, 2.0]:
    print(alpha, torch.add(sp, sq, alpha=alpha).tolist(), torch.sub(sp, sq, alpha=alpha).tolist())


@torch.jit.script
def axpy(x: torch.Tensor, y: torch.Tensor, al: float) -> torch.Tensor:
    return x + y - (x - y) + torch.add(x, y, alpha=al)


print(axpy(a, b, 0.7)[0].tolist())
print(axpy(a.t(), b.t(), 1.0)[0].tolist())
