# add/sub with alpha round once (a fused multiply-add), as ATen does on
# x86-64 with AVX2: an SGD step p.add_(grad, alpha=-lr) matches bit for bit.
import torch

torch.manual_seed(0)
for n in [3, 17, 40]:
    a = torch.randn(n)
    b = torch.randn(n)
    print(n, torch.add(a, b, alpha=0.3)[:3].tolist())
    print(n, a.sub(b, alpha=-0.1)[-3:].tolist())
    c = a.clone()
    c.add_(b, alpha=-0.1)
    print(n, c[:3].tolist(), torch.equal(c, a + -0.1 * b))


@torch.jit.script
def sgd_step(p, g, lr: float):
    return p.add(g, alpha=-lr)


w = torch.tensor([-0.22225648164749146, 0.30771133303642273])
g = torch.tensor([-0.5293188095092773, 0.020688382908701897])
print(sgd_step(w, g, 0.1).tolist())
print(torch.add(torch.tensor([1, 2]), torch.tensor([3, 4]), alpha=2).tolist())
print(torch.add(torch.tensor([1.5], dtype=torch.float64), torch.tensor([0.1], dtype=torch.float64), alpha=0.7).tolist())
