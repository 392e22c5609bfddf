import torch

def foo():
    a = 'a' + 'b'
    return (a + a, 'ab' == 'b', 'ab' != 'b', 'ab' == 'ab', 'ab' != 'ab')
print(torch.jit.script(foo)())
