import torch
@torch.jit.script
class U(object):
    def __init__(self):
        self.items = [1, 2]
    @torch.jit.unused
    def unused(self, x: int, y) -> int:
        a = next(self.items)
        return a
    def uses(self) -> int:
        return self.unused(3, "hi")
@torch.jit.script
def f(flag: bool) -> int:
    u = U()
    if flag:
        return u.uses()
    return 1
print(f(False))
try:
    f(True)
except Exception as e:
    print(str(e).splitlines()[-1])
