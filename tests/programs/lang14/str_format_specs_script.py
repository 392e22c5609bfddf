import torch


@torch.jit.script
def fmts(i: int, f: float, s: str) -> str:
    a = "{} {} {}".format(i, f, s)
    b = "%d|%i" % (i, i)
    c = "%s %s" % (s, f)
    d = "%e %f" % (f, f)
    e = "%c%c" % (65, 97)
    g = "{}-{}".format([i, i], (s, f))
    return "\n".join([a, b, c, d, e, g])


print(fmts(42, 3.14159, "hi"))
print(fmts(-7, 1e-7, "x'y"))
print(fmts(0, 1e20, ""))
