import torch

@torch.jit.script
class Unused(object):
    def __init__(self):
        self.count: int = 0
        self.items = [1, 2]

    def used(self) -> int:
        self.count += 1
        return self.count

    @torch.jit.unused
    def unused(self, x: int, y, **kwargs) -> int:
        a = next(self.items)
        return a

    def uses_unused(self) -> int:
        return self.unused(y="hi", x=3)

class ModuleWithUnused(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.obj = Unused()

    def forward(self) -> int:
        return self.obj.used()

    @torch.jit.export
    def calls_unused(self) -> int:
        return self.obj.unused(3, "hi")

    @torch.jit.export
    def calls_unused_indirectly(self) -> int:
        return self.obj.uses_unused()

m = torch.jit.script(ModuleWithUnused())
print(m())
print(m())
