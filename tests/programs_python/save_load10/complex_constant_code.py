# Complex literals in .code: `1j` prints as `0.+1.j`, which reads back as
# add(0., 1j); PyTorch folds it (and complex(1., 2.), 2 * 1j) to one
# constant, so code survives any number of save/load round trips unchanged.
import io

import torch


class M(torch.nn.Module):
    def forward(self, z: torch.Tensor):
        w = z * 1j + complex(1.0, 2.0)
        return w * (2 * 1j), torch.imag(w * (1.5 - 0.5j)), 0.25j - 1


m = torch.jit.script(M())
print(m.code)
for _ in range(2):
    buf = io.BytesIO()
    torch.jit.save(m, buf)
    buf.seek(0)
    m = torch.jit.load(buf)
    print(m.code)
z = torch.tensor([1.0, -2.0])
print(m(z))
