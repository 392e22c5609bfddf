import io
import torch
from typing import List


def bad_norm(x: torch.Tensor) -> torch.Tensor:
    return x.norm(dim=1, keepdim=True)


try:
    torch.jit.script(bad_norm)
except RuntimeError as e:
    print("RuntimeError:", [l for l in str(e).splitlines() if l.strip()][0])


@torch.jit.script
def norm_rows(x: torch.Tensor, eps: float = 1e-6) -> torch.Tensor:
    return x / (x.norm(p=2, dim=1, keepdim=True) + eps)


class Wrapper(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> List[torch.Tensor]:
        y = norm_rows(x)
        return [y, y.sum(1)]


m = torch.jit.script(Wrapper())
buf = io.BytesIO()
torch.jit.save(m, buf)
print(len(buf.getvalue()) > 100)
buf.seek(0)
l = torch.jit.load(buf)
x = torch.tensor([[3.0, 4.0], [0.0, 2.0]])
out = l(x)
print(type(out).__name__, [torch.round(t, decimals=4) for t in out])
print(l.code.strip().splitlines()[-1].strip())
buf2 = io.BytesIO()
torch.jit.save(torch.jit.trace(lambda a: a * 2 + 1, torch.ones(2)), buf2) if False else None
traced = torch.jit.trace(torch.nn.Linear(2, 2), torch.ones(1, 2))
torch.jit.save(traced, buf2)
buf2.seek(0)
lt = torch.jit.load(buf2)
print(type(lt).__name__, lt.original_name, torch.allclose(lt(x), traced(x)))
try:
    torch.jit.load(io.BytesIO(b"not a zip"))
except Exception as e:
    print(type(e).__name__)
