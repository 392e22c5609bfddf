# A class implements an interface only when its methods' parameter names
# match too (PyTorch's FunctionSchema::isSubtypeOf).
import torch

@torch.jit.interface
class Scaler:
    def scale(self, x: float) -> float:
        pass

@torch.jit.script
class Doubler:
    def __init__(self):
        pass
    def scale(self, value: float) -> float:
        return value * 2

@torch.jit.script
class Tripler:
    def __init__(self):
        pass
    def scale(self, x: float) -> float:
        return x * 3

@torch.jit.script
def use(s: Scaler, v: float) -> float:
    return s.scale(v)

print(use(Tripler(), 2.0))
try:
    @torch.jit.script
    def bad(v: float) -> float:
        s: Scaler = Doubler()
        return s.scale(v)
except RuntimeError as e:
    line = str(e).strip().splitlines()[0]
    print(line[:line.index("Doubler") + len("Doubler")])
