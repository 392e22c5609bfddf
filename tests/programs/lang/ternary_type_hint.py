# An if-expression whose branches do not unify still types as the hint both
# branches subtype (a return annotated Any, an annotated assignment).
import torch
import torch.nn as nn
from typing import Any, Dict, List, Optional


class Head(nn.Module):
    def forward(self) -> Any:
        return "out" if self.training else {}


class Annotated(nn.Module):
    def forward(self) -> Any:
        out: Any = "out" if self.training else {}
        return out


class Opt(nn.Module):
    def forward(self) -> Optional[int]:
        return None if self.training else 1


for cls in [Head, Annotated, Opt]:
    print(torch.jit.script(cls().train())())
    print(torch.jit.script(cls().eval())())


@torch.jit.script
def pick(b: bool) -> Any:
    return "yes" if b else 3


print(pick(True), pick(False))
print(pick.code)


def mismatch(b: bool):
    x = "out" if b else 1
    return x


try:
    torch.jit.script(mismatch)
except RuntimeError as e:
    print(str(e).strip().splitlines()[0])
