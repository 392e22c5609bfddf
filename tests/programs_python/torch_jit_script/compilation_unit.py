# torch.jit.CompilationUnit: defs compiled from a string, calling each other
# and the globals of the code that made the unit.
import torch
from typing import List




def helper(x: torch.Tensor) -> torch.Tensor:
    return x * 3


cu = torch.jit.CompilationUnit('''
    def add_one(x):
        return x + 1

    def twice_plus(x: Tensor, n: int) -> Tuple[Tensor, int]:
        # type annotations use names the caller never imported
        return add_one(x) * 2, n + 1

    def scaled(xs: List[Tensor]) -> Tensor:
        return helper(torch.stack(xs)).sum()
''')
print(cu.add_one(torch.tensor([1.0, 2.0])))
print(cu.twice_plus(torch.ones(2), 4))
print(cu.scaled([torch.ones(2), torch.ones(2)]))
print(cu.twice_plus.schema)
print(type(cu.scaled).__name__)

later = torch.jit.CompilationUnit()
later.define('''
def neg(x):
    return -x
''')
print(later.neg(torch.tensor(2)))
print(later.find_function("neg") is not None, later.find_function("nope"))

try:
    torch.jit.CompilationUnit('''
    def bad(x):
        return x + undefined_name
    ''')
except RuntimeError as e:
    print(str(e).strip().splitlines()[0])
