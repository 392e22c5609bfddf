import torch

@torch.jit._overload
def my_conv(x, y):
    # type: (float, str) -> (float)
    pass

@torch.jit._overload
def my_conv(x, y):
    # type: (float, float) -> (float)
    pass

def my_conv(x, y=2.0):
    if isinstance(y, str):
        if y == 'hi':
            return 4.0 - x
        else:
            return 5.0 - x
    else:
        return 2.0 + x

def test_uses():
    return (my_conv(1.5), my_conv(1.5, 'hi'), my_conv(1.5, 5.0))
print(torch.jit.script(test_uses)())
