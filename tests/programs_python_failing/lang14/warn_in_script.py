import torch
import warnings


@torch.jit.script
def f(x: int) -> int:
    if x < 0:
        warnings.warn("negative value")
    return x * 2


print(f(1))
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    print(f(-1))
    print(len(w), [str(x.message) for x in w])
print(f.code)
