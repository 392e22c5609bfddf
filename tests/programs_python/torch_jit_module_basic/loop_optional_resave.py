# A loop-carried Optional variable keeps its annotation on its first
# assignment, before the loop, when a loaded module's code is printed and
# saved again (the annotation at the end of the body is one PyTorch's
# importer rejects: "already defined in an outer block").
import io
from typing import List, Optional

import torch


class Sizes(torch.nn.Module):
    def forward(self, x: torch.Tensor, dilation: Optional[List[int]] = None) -> List[int]:
        out: List[int] = []
        d = dilation
        for i in range(x.dim()):
            k = 1 if d is None else d[i]
            out.append(x.size(i) * k)
            d = None if i > 0 else d
        return out


def reload(m):
    buf = io.BytesIO()
    torch.jit.save(m, buf)
    buf.seek(0)
    return torch.jit.load(buf)


loaded = reload(torch.jit.script(Sizes()))
print(loaded.code)
again = reload(loaded)
print(again.code == loaded.code)
print(again(torch.zeros(2, 3)), again(torch.zeros(2, 3), [2, 5]))
