import torch

def bad(x):
    return x + "a"

try:
    torch.jit.script(bad)
except Exception as e:
    print(type(e).__name__)

@torch.jit.script
def raises(x: int) -> int:
    if x < 0:
        raise ValueError("negative")
    return x

print(raises(3))
try:
    raises(-1)
except Exception as e:
    print(type(e).__name__)
    print('negative' in str(e))
print(raises.code)
