import torch
from typing import Dict, List, Optional
from typing_extensions import Final


class M(torch.nn.Module):
    LIMIT: Final[int] = 3
    names: Final[List[str]]

    def __init__(self):
        super().__init__()
        self.names = ["a", "b"]

    def forward(self, k: int) -> List[str]:
        out = torch.jit.annotate(List[str], [])
        for i in range(min(k, self.LIMIT)):
            out.append(self.names[i % 2])
        return out


@torch.jit.script
def annotated() -> Dict[str, Optional[int]]:
    d = torch.jit.annotate(Dict[str, Optional[int]], {})
    d["x"] = None
    d["y"] = 2
    return d


sm = torch.jit.script(M())
print(sm(5), sm(1), sm.LIMIT)
print(annotated())
print(sm.code)
