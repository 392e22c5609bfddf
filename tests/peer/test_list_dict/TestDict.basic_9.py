import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

from textwrap import dedent
code = dedent("""
    def literal1():
        return torch.jit.annotate(Dict[int, float], {})
    def literal2():
        return torch.jit.annotate(Dict[int, float], {10: 1.2})
""")
cu = torch.jit.CompilationUnit(code)
print(cu.literal1())
print(cu.literal2())
