import torch

def foo():
    assert not torch.jit.is_scripting(), 'TestErrorMsg'
    print('hello') + 2
f = torch.jit.script(foo)
f()
