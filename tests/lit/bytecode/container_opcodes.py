# Note [Container opcodes]: the hot list and dict operators run as opcodes
# that read their registers in place; a moved operand (last use) shows as
# move(rN) and is cleared after the operation. Operators that can raise keep
# their kernel for the error path. Other operators stay CallOps. `not` feeding
# a branch becomes a JumpIfTrue, and the jump over the empty `else` goes
# (Note [Copy forwarding]).
# RUN: bytecode f
import torch
from typing import Dict, List

# CHECK: DeriveIndex r{{[0-9]+}}, r{{[0-9]+}}, r{{[0-9]+}}, r{{[0-9]+}}
# CHECK: ListAppend r[[L:[0-9]+]], move(r{{[0-9]+}}), r{{[0-9]+}}
# CHECK: ListLen r{{[0-9]+}}, r[[L]]
# CHECK: ListGet r{{[0-9]+}}, r0, move(r{{[0-9]+}}), aten::__getitem__.t
# CHECK: DictContains r[[C:[0-9]+]], r[[D:[0-9]+]], r{{[0-9]+}}
# CHECK-NEXT: JumpIfTrue r[[C]], @[[JOIN:[0-9]+]]
# CHECK: DictLen r{{[0-9]+}}, r[[D]]
# CHECK: DictSet r[[D]], r{{[0-9]+}}, move(r{{[0-9]+}})
# CHECK-NEXT: [[JOIN]]  DictGet r{{[0-9]+}}, r[[D]], move(r{{[0-9]+}}), aten::__getitem__.Dict_str
# CHECK: CallOp {{ *}}aten::sort.int
@torch.jit.script
def f(words: List[str], n: int) -> int:
    xs: List[int] = []
    for i in range(n):
        xs.append(i)
    d: Dict[str, int] = {}
    total = 0
    for i in range(len(xs)):
        w = words[i]
        if not w in d:
            d[w] = len(d)
        total += d[w]
    xs.sort()
    return total
