# An exception instance outside `raise` is PyTorch's exception message value:
# a name may hold it (the error is at its use), no expression may use it. An
# error located at a whole call spans the callee to the last argument.
import torch


def held_then_used():
    a = Exception()
    print(a)


def returned(x: int):
    return ValueError("bad", x)


def class_held(x: int):
    e = KeyError
    return x


def raised(x: int):
    if x > 2:
        raise ValueError("too big: " + str(x))
    return x


for fn in [held_then_used, returned, class_held]:
    try:
        print(torch.jit.script(fn)(1) if fn is class_held else torch.jit.script(fn))
    except RuntimeError as e:
        lines = str(e).strip().splitlines()
        print(lines[0], "|", lines[-2].strip(), "|", lines[-1].strip())
try:
    torch.jit.script(raised)(3)
except Exception as e:
    print(type(e).__name__, str(e).strip().splitlines()[-1])
