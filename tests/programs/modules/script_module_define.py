# ScriptModule.define: methods compiled from source strings, per instance,
# calling each other, the class's @script_method's and module globals.
import torch
from typing import List

@torch.jit.script
def triple(x: int) -> int:
    return 3 * x


def make_source(k: int) -> str:
    return f"""
    def bump(self, x: int) -> int:
        return x + {k}
    """


class Counter(torch.jit.ScriptModule):
    def __init__(self, k: int, width: int):
        super().__init__()
        self.width = width
        self.weight = torch.nn.Parameter(torch.arange(width, dtype=torch.float))
        self.define(make_source(k))
        self.define("""
            def forward(self, xs: List[int]) -> List[int]:
                out: List[int] = []
                for x in xs:
                    out.append(triple(self.bump(x)))
                return out
        """)

    @torch.jit.script_method
    def weighted(self, t):
        return (self.weight * t).sum() + self.bump(0)


a = Counter(1, 3)
b = Counter(10, 2)
print(a([1, 2, 3]), b([1, 2, 3]))
print(a.weighted(torch.ones(3)), b.weighted(torch.ones(2)))
print(a.bump(5), b.bump(5))
print(a.original_name, b.bump.code)

bare = torch.jit.ScriptModule()
bare.define("""
def forward(self, x, y: float = 2.0):
    return x * y
""")
print(bare(torch.tensor([1.0, 2.0])), bare(torch.tensor([1.0]), 0.5))
bare.define("""
def twice(self, s: str) -> str:
    return s + s
""")
print(bare.twice("ab"), bare(torch.ones(1)))
