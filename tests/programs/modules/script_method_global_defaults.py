# Defaults of @script_method's are the values Python evaluated when the def
# ran: module globals of any scriptable type, expressions over them.
import torch
from typing import Dict, List, Optional, Tuple

OFFSET = torch.tensor([0.5, -0.5])
SIZES = (2, 3)
TABLE = {"a": 1}
NESTED = (1, [2])
NAME = "base"
EPS = 1e-3


class Scaler(torch.jit.ScriptModule):
    def __init__(self):
        super().__init__()
        self.bias = torch.nn.Parameter(torch.zeros(2))

    @torch.jit.script_method
    def forward(self, x, shift=OFFSET, eps: float = EPS * 2):
        return x + shift + self.bias + eps

    @torch.jit.script_method
    def describe(self, sizes: Tuple[int, int] = SIZES, name: str = NAME + "_v1",
                 pair: Tuple[int, int] = (len(SIZES), 7), tag: Optional[str] = None) -> str:
        s = name + ":" + str(sum(sizes)) + ":" + str(pair[0] * pair[1])
        if tag is not None:
            s = s + "#" + tag
        return s

    @torch.jit.script_method
    def both(self, x):
        return self.forward(x, x * 2, 0.5), self.describe((4, 0), "n2", (2, 2), "t")


m = Scaler()
print(m(torch.ones(2)).detach())
print(m(torch.ones(2), torch.zeros(2), 0.0).detach())
print(m.describe(), m.describe((1, 0), "n", (1, 1), "x"))
out, s = m.both(torch.zeros(2))
print(out.detach(), s)
print(m.describe.code)


# A list or dict default is rejected whatever spells it (PyTorch checks the
# value Python evaluated), a tuple holding one as well.
def with_list(x, sizes: List[int] = list(SIZES)):
    return x


def with_dict(x, table: Dict[str, int] = TABLE):
    return x


def with_nested(x, n: Tuple[int, List[int]] = NESTED):
    return x


for fn in (with_list, with_dict, with_nested):
    try:
        torch.jit.script(fn)
        print("compiled")
    except RuntimeError as e:
        print(str(e).strip().splitlines()[1].strip())
