import torch

cu = torch.jit.CompilationUnit('\n            def foo(cond):\n                if bool(cond):\n                    raise ValueError(3)\n                return 1\n        ')
cu.foo(torch.tensor(0))

def foo(cond):
    a = 3
    if bool(cond):
        raise ArbitraryError(a, 'hi')
        if 1 == 2:
            raise ArbitraryError
    return a
torch.jit.script(foo)
