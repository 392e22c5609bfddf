# A missing attribute of a script class names the class type by PyTorch's
# repr_str, compilation unit included (its address is masked here).
import re
import torch


def show(e):
    print(re.sub(r"0x[0-9a-f]+", "0x?", str(e).replace(__file__, "<file>")))


try:
    @torch.jit.script
    class C(object):
        def __init__(self, x: int):
            self.x = x

        def get(self) -> int:
            return self.y
except RuntimeError as e:
    show(e)


try:
    @torch.jit.script
    class D(object):
        shared = 3

        def __init__(self):
            self.v = 1

        def get(self) -> int:
            return self.shared
except RuntimeError as e:
    show(e)
