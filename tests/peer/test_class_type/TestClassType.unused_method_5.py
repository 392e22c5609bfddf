import torch
import torch.nn as nn
from typing import List

@torch.jit.script
class Unused(object):

    def __init__(self):
        self.count: int = 0
        self.items: List[int] = []

    def used(self):
        self.count += 1
        return self.count

    @torch.jit.unused
    def unused(self, x: int, y: Iterable[int], **kwargs) -> int:
        a = next(self.items)
        return a

    def uses_unused(self) -> int:
        return self.unused(y='hi', x=3)

class ModuleWithUnused(nn.Module):

    def __init__(self):
        super().__init__()
        self.obj = Unused()

    def forward(self):
        return self.obj.used()

    @torch.jit.export
    def calls_unused(self):
        return self.obj.unused(3, 'hi')

    @torch.jit.export
    def calls_unused_indirectly(self):
        return self.obj.uses_unused()
python_module = ModuleWithUnused()
script_module = torch.jit.script(ModuleWithUnused())
script_module.calls_unused()
